package com.readhub.app.ui.home

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.offset
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.outlined.Search
import androidx.compose.material3.CenterAlignedTopAppBar
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.readhub.app.ui.components.UnreadBadge

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun HomeTopBar(unread: Int, onSearch: () -> Unit, onInbox: () -> Unit) {
    CenterAlignedTopAppBar(
        title = { Text("ReadHub") },
        navigationIcon = {
            IconButton(onClick = onSearch) {
                Icon(Icons.Outlined.Search, contentDescription = "搜索")
            }
        },
        actions = {
            Box(contentAlignment = Alignment.Center) {
                UnreadBadge(count = unread, onClick = onInbox, modifier = Modifier.offset(x = (-12).dp))
            }
        },
    )
}
