package jp.example.podqueue.ui.settings

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import jp.example.podqueue.PodQueueApp
import jp.example.podqueue.settings.Settings
import jp.example.podqueue.sync.FeedSyncScheduler
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

class SettingsViewModel(application: Application) : AndroidViewModel(application) {

    private val app = application as PodQueueApp
    private val repository = app.settings

    val settings: StateFlow<Settings> = repository.settings
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), Settings())

    fun setAutoDownload(enabled: Boolean) {
        viewModelScope.launch { repository.setAutoDownload(enabled) }
    }

    fun setWifiOnly(enabled: Boolean) {
        viewModelScope.launch {
            repository.setWifiOnly(enabled)
            FeedSyncScheduler.schedule(app, enabled)
        }
    }

    fun setSkipForward(seconds: Int) {
        viewModelScope.launch { repository.setSkipForward(seconds) }
    }
}
