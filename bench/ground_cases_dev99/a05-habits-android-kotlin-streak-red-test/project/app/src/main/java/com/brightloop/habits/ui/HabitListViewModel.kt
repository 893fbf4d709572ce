package com.brightloop.habits.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.brightloop.habits.data.HabitRepository
import com.brightloop.habits.domain.Streaks
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import java.time.Clock
import java.time.LocalDate
import javax.inject.Inject

data class HabitRow(
    val id: Long,
    val title: String,
    val doneToday: Boolean,
    val streak: Int,
)

data class HabitListState(
    val loading: Boolean = true,
    val rows: List<HabitRow> = emptyList(),
)

@HiltViewModel
class HabitListViewModel @Inject constructor(
    private val repository: HabitRepository,
    private val clock: Clock,
) : ViewModel() {

    val state: StateFlow<HabitListState> = repository.observeActive()
        .map { habits ->
            val today = LocalDate.now(clock)
            val rows = habits.map { h ->
                HabitRow(
                    id = h.habit.id,
                    title = "${h.habit.emoji} ${h.habit.name}",
                    doneToday = today in h.days,
                    streak = Streaks.current(h.days, today, h.habit.scheduledDays),
                )
            }
            // still-to-do first, then the longest streaks
            HabitListState(
                loading = false,
                rows = rows.sortedWith(compareBy<HabitRow> { it.doneToday }.thenByDescending { it.streak }),
            )
        }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), HabitListState())

    fun toggleToday(id: Long) {
        viewModelScope.launch { repository.toggle(id, LocalDate.now(clock)) }
    }

    fun archive(id: Long) {
        viewModelScope.launch { repository.archive(id) }
    }
}
