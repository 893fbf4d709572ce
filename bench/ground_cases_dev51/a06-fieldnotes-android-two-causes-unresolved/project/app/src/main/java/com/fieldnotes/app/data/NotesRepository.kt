package com.fieldnotes.app.data

import com.fieldnotes.app.notes.Note
import java.time.Instant

class NotesRepository(
    private val dao: NoteDao,
    private val api: NotesApi,
) {
    suspend fun localNotes(): List<Note> = dao.all().map { it.toNote() }

    suspend fun sync() {
        val pending = dao.unsynced()
        for (row in pending) {
            api.push(row.toDto())
            dao.markSynced(row.id)
        }
        val remote = api.pullSince(dao.lastSyncedAt() ?: Instant.EPOCH)
        dao.upsertAll(remote.map { it.toRow(synced = true) })
        dao.setLastSyncedAt(Instant.now())
    }

    suspend fun lastSyncedAt(): Instant? = dao.lastSyncedAt()

    suspend fun delete(id: Long) {
        dao.delete(id)
        api.delete(id)
    }
}
