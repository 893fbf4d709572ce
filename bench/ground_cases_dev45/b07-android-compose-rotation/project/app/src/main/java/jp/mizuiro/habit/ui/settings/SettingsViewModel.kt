package jp.mizuiro.habit.ui.settings

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import jp.mizuiro.habit.data.SettingsRepository
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import javax.inject.Inject

data class SettingsUiState(
    val reminderEnabled: Boolean = false,
    val reminderMinutes: Int = 21 * 60,
)

@HiltViewModel
class SettingsViewModel @Inject constructor(
    private val repo: SettingsRepository,
    private val savedState: SavedStateHandle,
) : ViewModel() {

    val uiState: StateFlow<SettingsUiState> = repo.settings
        .map { SettingsUiState(it.reminderEnabled, it.reminderMinutes) }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), SettingsUiState())

    fun setReminderEnabled(enabled: Boolean) {
        viewModelScope.launch { repo.setReminderEnabled(enabled) }
    }

    fun setReminderMinutes(minutes: Int) {
        savedState["lastPicked"] = minutes
        viewModelScope.launch { repo.setReminderMinutes(minutes) }
    }
}
