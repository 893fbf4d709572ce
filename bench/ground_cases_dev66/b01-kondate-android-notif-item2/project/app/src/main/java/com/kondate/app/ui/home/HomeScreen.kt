package com.kondate.app.ui.home

import androidx.compose.foundation.clickable
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.ListItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier

data class RecipeRow(val id: String, val title: String)

@Composable
fun HomeScreen(onOpen: (String) -> Unit, rows: List<RecipeRow> = emptyList()) {
    LazyColumn {
        items(rows) { row ->
            ListItem(
                headlineContent = { Text(row.title) },
                modifier = Modifier.clickable { onOpen(row.id) },
            )
        }
    }
}
