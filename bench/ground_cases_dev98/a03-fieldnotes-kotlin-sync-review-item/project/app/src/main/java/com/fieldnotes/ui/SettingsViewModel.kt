package com.fieldnotes.ui

import android.content.Context
import android.text.format.DateUtils
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import com.fieldnotes.AppGraph
import com.fieldnotes.data.NoteRepository
import com.fieldnotes.sync.SyncPrefs
import com.fieldnotes.sync.SyncWorker
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

class SettingsViewModel(
    private val prefs: SyncPrefs,
    repo: NoteRepository,
) : ViewModel() {

    val wifiOnly: StateFlow<Boolean> =
        prefs.wifiOnly.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), false)

    val pendingCount: StateFlow<Int> =
        repo.pendingCount.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), 0)

    /** "Last synced 5 minutes ago", refreshed every minute while the screen is visible. */
    val lastSynced: StateFlow<String> =
        combine(prefs.lastSuccessMs, ticker(60_000)) { last, now ->
            if (last == null) "Never synced"
            else "Last synced " + DateUtils.getRelativeTimeSpanString(last, now, DateUtils.MINUTE_IN_MILLIS)
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), "")

    private fun ticker(periodMs: Long) = flow {
        while (true) {
            emit(System.currentTimeMillis())
            delay(periodMs)
        }
    }

    fun setWifiOnly(value: Boolean) {
        viewModelScope.launch { prefs.setWifiOnly(value) }
    }

    fun syncNow(context: Context) = SyncWorker.syncNow(context)

    companion object {
        fun factory(graph: AppGraph) = viewModelFactory {
            initializer { SettingsViewModel(graph.syncPrefs, graph.noteRepository) }
        }
    }
}
