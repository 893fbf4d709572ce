package com.pixelbox.sync.ui

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import com.pixelbox.sync.data.SyncPrefs
import com.pixelbox.sync.work.SyncScheduler

data class SettingsState(
    val autoSync: Boolean,
    val wifiOnly: Boolean,
    val lastSyncAt: Long,
)

class SettingsViewModel(app: Application) : AndroidViewModel(app) {

    private val prefs = SyncPrefs.from(app)
    private val _state = MutableLiveData(read())
    val state: LiveData<SettingsState> = _state

    fun setAutoSync(enabled: Boolean) {
        prefs.autoSync = enabled
        reschedule()
    }

    fun setWifiOnly(enabled: Boolean) {
        prefs.wifiOnly = enabled
        reschedule()
    }

    private fun reschedule() {
        SyncScheduler.schedule(getApplication())
        _state.value = read()
    }

    private fun read() = SettingsState(prefs.autoSync, prefs.wifiOnly, prefs.lastSyncAt)
}
