package com.example.memo.data

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

class SyncRepository(
    private val api: RemoteApi,
    private val dao: NoteDao,
    private val scope: CoroutineScope,
    private val ioDispatcher: CoroutineDispatcher,
) {
    private val _state = MutableStateFlow<SyncState>(SyncState.Idle)
    val state: StateFlow<SyncState> = _state

    fun syncNow() {
        if (_state.value == SyncState.Running) return
        _state.value = SyncState.Running
        CoroutineScope(Dispatchers.IO).launch {
            val result = runCatching { api.fetchChanges(dao.lastSyncedAt()) }
            result.onSuccess { changes ->
                dao.upsertAll(changes)
                _state.value = SyncState.Done(changes.size)
            }.onFailure { e ->
                _state.value = SyncState.Failed(e.message ?: "unknown")
            }
        }
    }
}
