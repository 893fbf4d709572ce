package com.example.habit.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun HabitListScreen(viewModel: HabitViewModel) {
    val rows by viewModel.rows.collectAsState()
    LazyColumn(modifier = Modifier.padding(16.dp)) {
        items(rows, key = { it.id }) { row ->
            HabitRowItem(row, onDone = { viewModel.markDone(row.id) })
        }
    }
}

@Composable
private fun HabitRowItem(row: HabitRow, onDone: () -> Unit) {
    Row(
        modifier = Modifier.fillMaxWidth().padding(vertical = 8.dp),
        horizontalArrangement = Arrangement.SpaceBetween,
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Column {
            Text(row.name)
            Text("連続 ${row.streak} 日 / 最長 ${row.best} 日")
        }
        Button(onClick = onDone, enabled = !row.doneToday) {
            Text(if (row.doneToday) "済み" else "今日やった")
        }
    }
}
