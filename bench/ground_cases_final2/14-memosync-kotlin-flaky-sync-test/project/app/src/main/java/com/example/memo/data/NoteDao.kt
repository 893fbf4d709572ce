package com.example.memo.data

interface NoteDao {
    suspend fun all(): List<Note>
    suspend fun upsertAll(notes: List<Note>)
    suspend fun delete(id: String)
    suspend fun lastSyncedAt(): Long
}
