package com.example.habit.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.habit.data.HabitRepository
import java.time.LocalDate
import java.time.ZoneId
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn

data class HabitRow(
    val id: Long,
    val name: String,
    val streak: Int,
    val best: Int,
    val doneToday: Boolean,
)

class HabitViewModel(
    private val repository: HabitRepository = HabitRepository(),
    private val streaks: StreakCalculator = StreakCalculator(),
) : ViewModel() {

    val rows: StateFlow<List<HabitRow>> =
        combine(repository.habits(), repository.records()) { habits, records ->
            habits.map { habit ->
                val mine = records.filter { it.habitId == habit.id }
                HabitRow(
                    id = habit.id,
                    name = habit.name,
                    streak = streaks.currentStreak(mine),
                    best = streaks.longestStreak(mine),
                    doneToday = mine.any { it.doneAt.atZone(ZoneId.systemDefault()).toLocalDate() == LocalDate.now() },
                )
            }
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    fun addHabit(name: String) {
        if (name.isNotBlank()) repository.addHabit(name)
    }

    fun markDone(habitId: Long) = repository.markDone(habitId)
}
