package com.liqing.habits.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.liqing.habits.data.Habit
import com.liqing.habits.data.HabitStore
import java.time.Clock
import java.time.LocalDate
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

data class HabitUiState(
    val habits: List<Habit> = emptyList(),
    val loading: Boolean = true,
)

class HabitViewModel(
    private val store: HabitStore,
    private val clock: Clock = Clock.systemDefaultZone(),
) : ViewModel() {

    private val _state = MutableStateFlow(HabitUiState())
    val state: StateFlow<HabitUiState> = _state.asStateFlow()

    fun today(): LocalDate = LocalDate.now(clock)

    fun load() {
        viewModelScope.launch {
            _state.value = HabitUiState(habits = store.load(), loading = false)
        }
    }

    fun toggleCheckIn(id: Long) {
        val current = _state.value.habits
        val habit = current.firstOrNull { it.id == id } ?: return
        val today = today()
        if (today in habit.checkIns) habit.checkIns.remove(today) else habit.checkIns.add(today)
        _state.value = _state.value.copy(habits = current)
        viewModelScope.launch { store.save(current) }
    }

    fun archive(id: Long) {
        val updated = _state.value.habits.map { if (it.id == id) it.copy(archived = true) else it }
        _state.value = _state.value.copy(habits = updated)
        viewModelScope.launch { store.save(updated) }
    }

    fun add(title: String) {
        val current = _state.value.habits
        val nextId = (current.maxOfOrNull { it.id } ?: 0) + 1
        val updated = current + Habit(nextId, title.trim())
        _state.value = _state.value.copy(habits = updated)
        viewModelScope.launch { store.save(updated) }
    }
}
