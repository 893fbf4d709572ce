package com.example.habitdots.ui

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.background
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.outlined.EventAvailable
import androidx.compose.material3.Button
import androidx.compose.material3.Icon
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun HabitScreen(vm: HabitViewModel, onAddHabit: () -> Unit = {}) {
    val state by vm.state.collectAsState()
    when {
        state.loading -> Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) {
            CircularProgressIndicator()
        }
        state.rows.isEmpty() -> EmptyState(onAddHabit)
        else -> LazyColumn(Modifier.fillMaxSize().padding(16.dp)) {
            items(state.rows, key = { it.id }) { row -> HabitRowItem(row, onCheckIn = { vm.checkIn(row.id) }) }
        }
    }
}

@Composable
private fun EmptyState(onAddHabit: () -> Unit) {
    Column(
        Modifier.fillMaxSize().padding(32.dp),
        verticalArrangement = Arrangement.Center,
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Icon(Icons.Outlined.EventAvailable, contentDescription = null, Modifier.size(72.dp),
            tint = MaterialTheme.colorScheme.primary)
        Text("从一个小习惯开始", Modifier.padding(top = 16.dp), style = MaterialTheme.typography.titleMedium)
        Text("每天打个卡，连续的天数会显示在这里", Modifier.padding(top = 4.dp),
            style = MaterialTheme.typography.bodyMedium, color = MaterialTheme.colorScheme.onSurfaceVariant)
        Button(onClick = onAddHabit, Modifier.padding(top = 24.dp)) { Text("新建习惯") }
    }
}

@Composable
private fun HabitRowItem(row: HabitRow, onCheckIn: () -> Unit) {
    Row(Modifier.fillMaxWidth().padding(vertical = 8.dp), verticalAlignment = Alignment.CenterVertically) {
        Text(row.name, Modifier.weight(1f), style = MaterialTheme.typography.titleMedium)
        Text("连续 ${row.streak} 天", Modifier.padding(end = 12.dp))
        Row(horizontalArrangement = Arrangement.spacedBy(4.dp), modifier = Modifier.padding(end = 12.dp)) {
            row.lastSeven.forEach { done ->
                val color = if (done) MaterialTheme.colorScheme.primary else MaterialTheme.colorScheme.surfaceVariant
                Box(Modifier.size(8.dp).background(color, CircleShape))
            }
        }
        Button(onClick = onCheckIn, enabled = !row.doneToday) {
            Text(if (row.doneToday) "已打卡" else "打卡")
        }
    }
}
