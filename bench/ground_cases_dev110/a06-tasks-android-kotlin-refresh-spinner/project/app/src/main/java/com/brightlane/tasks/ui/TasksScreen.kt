package com.brightlane.tasks.ui

import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Checkbox
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ListItem
import androidx.compose.material3.pulltorefresh.PullToRefreshBox
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun TasksScreen(viewModel: TasksViewModel) {
    val state by viewModel.state.collectAsState()
    PullToRefreshBox(
        isRefreshing = state.refreshing,
        onRefresh = viewModel::refresh,
        modifier = Modifier.fillMaxSize(),
    ) {
        when {
            state.loading && state.tasks.isEmpty() ->
                CircularProgressIndicator(Modifier.align(Alignment.Center))
            state.error != null && state.tasks.isEmpty() ->
                Text(state.error ?: "", Modifier.align(Alignment.Center))
            state.isEmpty ->
                Text("Nothing to do", Modifier.align(Alignment.Center))
            else -> LazyColumn {
                items(state.visible, key = { it.id }) { task ->
                    ListItem(
                        headlineContent = { Text(task.title) },
                        supportingContent = { task.dueDate?.let { Text("Due $it") } },
                        trailingContent = {
                            Checkbox(checked = task.done, onCheckedChange = { viewModel.toggleDone(task.id) })
                        },
                    )
                }
            }
        }
    }
}
