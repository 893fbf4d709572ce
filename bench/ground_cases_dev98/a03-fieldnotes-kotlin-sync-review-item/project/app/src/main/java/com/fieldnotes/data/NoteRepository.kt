package com.fieldnotes.data

import java.util.UUID
import kotlinx.coroutines.flow.Flow

/** Every edit goes to Room first and is marked dirty; SyncWorker pushes it later. */
class NoteRepository(
    private val dao: NoteDao,
    private val clock: () -> Long = System::currentTimeMillis,
) {
    val notes: Flow<List<NoteEntity>> = dao.observeAll()
    val pendingCount: Flow<Int> = dao.observePendingCount()

    suspend fun create(title: String, body: String): NoteEntity {
        val note = NoteEntity(
            id = UUID.randomUUID().toString(),
            title = title,
            body = body,
            updatedAt = clock(),
            dirty = true,
        )
        dao.upsert(note)
        return note
    }

    suspend fun update(id: String, title: String, body: String) {
        val current = dao.get(id) ?: return
        dao.upsert(current.edited(title, body, clock()))
    }

    suspend fun delete(id: String) {
        val current = dao.get(id) ?: return
        if (current.isLocalOnly) {
            dao.purge(id)
            return
        }
        dao.upsert(current.tombstone(clock()))
    }
}
