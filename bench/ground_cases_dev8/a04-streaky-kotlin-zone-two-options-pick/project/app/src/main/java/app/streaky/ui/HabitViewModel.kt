package app.streaky.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import app.streaky.data.HabitRepository
import app.streaky.data.StreakInfo
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

class HabitViewModel(private val repo: HabitRepository, private val habitId: Long) : ViewModel() {

    val streak: StateFlow<StreakInfo> = repo.streak(habitId)
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), StreakInfo(0, 0))

    fun onCheckIn() = viewModelScope.launch { repo.checkIn(habitId) }

    fun onUndo() = viewModelScope.launch { repo.undoLastCheckIn(habitId) }
}
