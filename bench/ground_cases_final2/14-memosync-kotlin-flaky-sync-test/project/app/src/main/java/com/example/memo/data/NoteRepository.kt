package com.example.memo.data

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.withContext

class NoteRepository(
    private val dao: NoteDao,
    private val ioDispatcher: CoroutineDispatcher,
) {
    suspend fun notes(): List<Note> = withContext(ioDispatcher) { dao.all() }

    suspend fun save(note: Note) = withContext(ioDispatcher) {
        dao.upsertAll(listOf(note.copy(updatedAt = System.currentTimeMillis())))
    }

    suspend fun delete(id: String) = withContext(ioDispatcher) { dao.delete(id) }
}
