package com.example.memo.data

interface RemoteApi {
    suspend fun fetchChanges(since: Long): List<Note>
    suspend fun push(notes: List<Note>)
}
