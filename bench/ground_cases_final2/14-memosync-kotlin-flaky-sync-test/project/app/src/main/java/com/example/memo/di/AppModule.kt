package com.example.memo.di

import com.example.memo.data.NoteDao
import com.example.memo.data.NoteRepository
import com.example.memo.data.RemoteApi
import com.example.memo.data.SyncRepository
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob

class AppModule(dao: NoteDao, api: RemoteApi) {
    private val appScope = CoroutineScope(SupervisorJob() + Dispatchers.Default)

    val noteRepository = NoteRepository(dao, Dispatchers.IO)
    val syncRepository = SyncRepository(api, dao, appScope, Dispatchers.IO)
}
