package com.example.steps

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

data class SummaryUiState(
    val loading: Boolean = true,
    val weeks: List<WeekTotal> = emptyList(),
    val best: DailySteps? = null,
    val streak: Int = 0,
)

class SummaryViewModel(
    private val repo: StepsRepository,
    private val goal: Int = 8000,
) : ViewModel() {
    private val _state = MutableStateFlow(SummaryUiState())
    val state: StateFlow<SummaryUiState> = _state

    fun load() {
        viewModelScope.launch {
            val entries = repo.lastDays(56)
            _state.value = SummaryUiState(
                loading = false,
                weeks = WeeklySummary.summarize(entries),
                best = WeeklySummary.bestDay(entries),
                streak = WeeklySummary.streak(entries, goal),
            )
        }
    }
}

interface StepsRepository {
    suspend fun lastDays(n: Int): List<DailySteps>
}
