package com.brightloop.habits.ui

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.CheckCircle
import androidx.compose.material.icons.filled.MoreVert
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.DropdownMenu
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.ListItem
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.hilt.navigation.compose.hiltViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle

@Composable
fun HabitListScreen(viewModel: HabitListViewModel = hiltViewModel()) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    if (state.loading) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) { CircularProgressIndicator() }
        return
    }
    LazyColumn(Modifier.fillMaxSize()) {
        items(state.rows, key = { it.id }) { row ->
            HabitRowItem(
                row,
                modifier = Modifier.animateItem(),
                onToggle = { viewModel.toggleToday(row.id) },
                onArchive = { viewModel.archive(row.id) },
            )
        }
    }
}

@Composable
private fun HabitRowItem(row: HabitRow, modifier: Modifier = Modifier, onToggle: () -> Unit, onArchive: () -> Unit) {
    var menuOpen by remember { mutableStateOf(false) }
    ListItem(
        modifier = modifier.clickable(onClick = onToggle),
        headlineContent = { Text(row.title) },
        supportingContent = { Text(if (row.streak == 1) "1 day streak" else "${row.streak} day streak") },
        leadingContent = { if (row.doneToday) Icon(Icons.Filled.CheckCircle, contentDescription = "Done today") },
        trailingContent = {
            IconButton(onClick = { menuOpen = true }) { Icon(Icons.Filled.MoreVert, contentDescription = "More") }
            DropdownMenu(expanded = menuOpen, onDismissRequest = { menuOpen = false }) {
                DropdownMenuItem(text = { Text("Pause") }, onClick = { menuOpen = false; onArchive() })
            }
        },
    )
}
