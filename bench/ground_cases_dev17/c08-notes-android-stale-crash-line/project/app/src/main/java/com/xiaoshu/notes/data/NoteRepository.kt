package com.xiaoshu.notes.data

import javax.inject.Inject
import javax.inject.Singleton
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

data class Note(
    val id: Long,
    val title: String,
    val body: String,
    val pinned: Boolean,
    val updatedAt: Long,
)

@Singleton
class NoteRepository @Inject constructor(
    private val dao: NoteDao,
) {
    suspend fun list(query: String): List<Note> = withContext(Dispatchers.IO) {
        val rows = if (query.isBlank()) dao.all() else dao.search("%$query%")
        rows.map { it.toNote() }.sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
    }

    suspend fun setPinned(id: Long, pinned: Boolean) = withContext(Dispatchers.IO) {
        dao.setPinned(id, pinned)
    }

    suspend fun moveToTrash(id: Long) = withContext(Dispatchers.IO) {
        dao.setTrashedAt(id, System.currentTimeMillis())
    }

    suspend fun restore(id: Long) = withContext(Dispatchers.IO) {
        dao.setTrashedAt(id, null)
    }

    private fun NoteEntity.toNote() = Note(id, title, body, pinned, updatedAt)
}
