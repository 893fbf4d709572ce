package com.example.habitdots.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.habitdots.data.CheckInRepository
import com.example.habitdots.data.HabitEntity
import com.example.habitdots.domain.StreakCalculator
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.flatMapLatest
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class HabitRow(
    val id: Long,
    val name: String,
    val streak: Int,
    val best: Int,
    val lastSeven: List<Boolean>,
    val doneToday: Boolean,
)

data class HabitUiState(val rows: List<HabitRow> = emptyList(), val loading: Boolean = true)

@OptIn(ExperimentalCoroutinesApi::class)
class HabitViewModel(
    private val repo: CheckInRepository,
    private val streaks: StreakCalculator = StreakCalculator(),
) : ViewModel() {

    private val _state = MutableStateFlow(HabitUiState())
    val state: StateFlow<HabitUiState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            repo.observeHabits()
                .flatMapLatest { habits -> rowsFor(habits) }
                .collect { rows -> _state.update { it.copy(rows = rows, loading = false) } }
        }
    }

    private fun rowsFor(habits: List<HabitEntity>) =
        if (habits.isEmpty()) {
            flowOf(emptyList())
        } else {
            combine(habits.map { h -> repo.observeCheckIns(h.id) }) { all ->
                habits.mapIndexed { i, h ->
                    val times = all[i]
                    val seven = streaks.lastSevenDays(times)
                    HabitRow(h.id, h.name, streaks.current(times), streaks.longest(times), seven, seven.last())
                }
            }
        }

    private val inFlight = mutableSetOf<Long>()

    fun checkIn(habitId: Long) {
        if (!inFlight.add(habitId)) return
        viewModelScope.launch {
            try {
                repo.checkIn(habitId, System.currentTimeMillis())
            } finally {
                inFlight.remove(habitId)
            }
        }
    }

    fun addHabit(name: String) {
        if (name.isBlank()) return
        viewModelScope.launch { repo.addHabit(name, System.currentTimeMillis()) }
    }
}
