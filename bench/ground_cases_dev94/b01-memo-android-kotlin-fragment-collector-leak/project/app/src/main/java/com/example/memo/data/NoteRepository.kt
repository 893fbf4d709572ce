package com.example.memo.data

import com.example.memo.api.NoteApi
import com.example.memo.api.NoteDto
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.withContext
import javax.inject.Inject
import javax.inject.Singleton

@Singleton
class NoteRepository @Inject constructor(
    private val dao: NoteDao,
    private val api: NoteApi,
) {
    fun observeNotes(): Flow<List<Note>> = dao.observeAll()

    suspend fun get(id: Long): Note? = dao.get(id)

    suspend fun save(note: Note): Long = dao.upsert(note)

    suspend fun delete(id: Long) = dao.delete(id)

    suspend fun togglePinned(id: Long) = dao.togglePinned(id)

    /** Push local edits, then pull whatever the server has. */
    suspend fun sync() = withContext(Dispatchers.IO) {
        for (note in dao.dirtyNotes()) {
            val saved = api.put(NoteDto.from(note))
            dao.markSynced(note.id, saved.id)
        }
        val remote = api.list()
        for (dto in remote) {
            val local = dao.get(dto.localId ?: continue)
            if (local == null || (!local.dirty && dto.updatedAt > local.updatedAt)) {
                dao.upsert(dto.toNote())
            }
        }
    }
}
