package com.example.notes.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.withContext

class NoteRepository(private val dao: NoteDao) {

    fun observeAll(): Flow<List<Note>> = dao.observeAll()

    suspend fun loadAll(): List<Note> = withContext(Dispatchers.IO) { dao.getAll() }

    suspend fun search(query: String): List<Note> {
        val pattern = "%${query.trim()}%"
        return dao.search(pattern)
    }

    suspend fun save(note: Note) {
        if (note.id == 0L) dao.insert(note) else dao.update(note)
    }

    suspend fun delete(note: Note) = dao.delete(note)
}
