package com.tangkai.notes.data

import kotlinx.coroutines.flow.Flow

class NoteRepository(private val dao: NoteDao) {

    suspend fun getAll(): List<Note> = dao.getAll()

    /** Emits the whole list again after every insert, update or delete. */
    fun observeAll(): Flow<List<Note>> = dao.observeAll()

    suspend fun get(id: Long): Note? = dao.get(id)

    suspend fun save(id: Long?, title: String, body: String): Long {
        val existing = id?.let { dao.get(it) }
        val note = existing?.copy(title = title, body = body, updatedAt = System.currentTimeMillis())
            ?: Note(title = title, body = body)
        return dao.upsert(note)
    }

    suspend fun togglePin(note: Note) {
        dao.upsert(note.copy(pinned = !note.pinned, updatedAt = System.currentTimeMillis()))
    }

    suspend fun delete(note: Note) = dao.delete(note)

    companion object {
        const val TITLE_MAX = 80
        const val BODY_MAX = 20_000
    }
}
