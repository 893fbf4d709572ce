package com.example.habits.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.habits.data.Entry
import com.example.habits.data.EntryRepository
import com.example.habits.util.DateUtils
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn

data class DaySection(val label: String, val entries: List<Entry>)

data class HistoryUiState(
    val sections: List<DaySection> = emptyList(),
    val streak: Int = 0,
)

class HistoryViewModel(
    repo: EntryRepository,
    private val now: () -> Long = System::currentTimeMillis,
) : ViewModel() {

    val state: StateFlow<HistoryUiState> = repo.entries
        .map { list -> toUiState(list) }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), HistoryUiState())

    private fun toUiState(list: List<Entry>): HistoryUiState {
        val grouped = DateUtils.groupByDay(list) { it.doneAt }
        val sections = grouped.entries
            .sortedByDescending { it.key }
            .map { (_, entries) -> DaySection(DateUtils.label(entries.first().doneAt), entries) }
        val streak = DateUtils.streakDays(grouped.keys, DateUtils.dayKey(now()))
        return HistoryUiState(sections, streak)
    }
}
