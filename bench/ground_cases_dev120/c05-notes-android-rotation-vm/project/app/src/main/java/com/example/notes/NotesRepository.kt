package com.example.notes

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class NotesRepository(private val dao: NoteDao) {

    suspend fun allNotes(): List<Note> = withContext(Dispatchers.IO) {
        dao.all().sortedByDescending { it.updatedAt }
    }

    suspend fun find(id: Long): Note? = withContext(Dispatchers.IO) {
        dao.byId(id)
    }

    suspend fun delete(note: Note) = withContext(Dispatchers.IO) {
        dao.delete(note)
    }

    suspend fun save(note: Note): Long = withContext(Dispatchers.IO) {
        if (note.id == 0L) {
            dao.insert(note)
        } else {
            dao.update(note.copy(updatedAt = System.currentTimeMillis()))
            note.id
        }
    }
}
