package io.trailnote.app.data

import java.io.IOException

data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val updatedAt: Long,
)

class NotesRepository(private val api: NotesApi, private val dao: NoteDao) {

    suspend fun fetchNotes(): List<Note> {
        return try {
            val remote = api.listNotes()
            dao.replaceAll(remote)
            remote.sortedByDescending { it.updatedAt }
        } catch (e: IOException) {
            val cached = dao.all()
            if (cached.isEmpty()) throw e
            cached.sortedByDescending { it.updatedAt }
        }
    }

    suspend fun delete(id: Long) {
        api.deleteNote(id)
        dao.delete(id)
    }

    suspend fun save(note: Note): Note {
        val saved = api.upsert(note)
        dao.upsert(saved)
        return saved
    }
}
