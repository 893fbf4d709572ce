package com.liqing.habits.ui

import androidx.compose.foundation.ExperimentalFoundationApi
import androidx.compose.foundation.combinedClickable
import androidx.compose.foundation.layout.*
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.*
import androidx.compose.runtime.*
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.unit.dp
import com.liqing.habits.R
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import com.liqing.habits.data.Habit
import com.liqing.habits.domain.StreakCalculator

@Composable
fun HabitListScreen(vm: HabitViewModel) {
    val state by vm.state.collectAsStateWithLifecycle()
    LaunchedEffect(Unit) { vm.load() }

    if (state.loading) {
        Box(Modifier.fillMaxSize(), contentAlignment = Alignment.Center) { CircularProgressIndicator() }
        return
    }
    LazyColumn(contentPadding = PaddingValues(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        items(state.habits.filterNot { it.archived }, key = { it.id }) { habit ->
            HabitRow(
                habit,
                today = vm.today(),
                onToggle = { vm.toggleCheckIn(habit.id) },
                onArchive = { vm.archive(habit.id) },
            )
        }
    }
}

@Composable
@OptIn(ExperimentalFoundationApi::class)
private fun HabitRow(habit: Habit, today: java.time.LocalDate, onToggle: () -> Unit, onArchive: () -> Unit) {
    val streak = remember(habit.id, habit.checkIns.size, today) { StreakCalculator.currentStreak(habit.checkIns, today) }
    val done = today in habit.checkIns
    Card(
        Modifier.fillMaxWidth().combinedClickable(onClick = {}, onLongClick = onArchive),
        colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.surfaceVariant),
    ) {
        Row(Modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
            Column(Modifier.weight(1f)) {
                Text(habit.title, style = MaterialTheme.typography.titleMedium)
                Text(stringResource(R.string.streak_days, streak), style = MaterialTheme.typography.bodySmall)
            }
            Checkbox(checked = done, onCheckedChange = { onToggle() })
        }
    }
}
