package com.pinecone.notes.settings

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.pinecone.notes.notifications.ReminderScheduler
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import javax.inject.Inject

@HiltViewModel
class SettingsViewModel @Inject constructor(
    private val repository: SettingsRepository,
    private val reminders: ReminderScheduler,
) : ViewModel() {

    val state: StateFlow<Settings> = repository.settings
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), Settings())

    fun setNotifications(enabled: Boolean) {
        viewModelScope.launch {
            repository.setNotifications(enabled)
            if (enabled) reminders.scheduleDaily() else reminders.cancelAll()
        }
    }

    fun setTheme(theme: AppTheme) {
        viewModelScope.launch { repository.setTheme(theme) }
    }

    fun setSyncOnWifiOnly(value: Boolean) {
        viewModelScope.launch { repository.setSyncOnWifiOnly(value) }
    }
}
