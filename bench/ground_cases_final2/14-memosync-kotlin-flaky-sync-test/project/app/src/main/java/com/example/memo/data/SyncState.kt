package com.example.memo.data

sealed interface SyncState {
    data object Idle : SyncState
    data object Running : SyncState
    data class Done(val count: Int) : SyncState
    data class Failed(val reason: String) : SyncState
}
