package com.example.notes.data

import java.time.Clock
import java.time.Instant
import java.util.UUID
import kotlinx.coroutines.flow.Flow

/**
 * All local writes go through here. Every write marks the note dirty so that
 * SyncWorker pushes it the next time the device is online.
 */
class NoteRepository(
    private val dao: NoteDao,
    private val clock: Clock = Clock.systemUTC(),
) {
    fun observeNotes(): Flow<List<NoteEntity>> = dao.observeVisible()

    suspend fun create(title: String, body: String): NoteEntity {
        val note = NoteEntity(
            id = UUID.randomUUID().toString(),
            title = title,
            body = body,
            updatedAt = clock.millis(),
            dirty = true,
        )
        dao.upsert(note)
        return note
    }

    suspend fun edit(id: String, title: String, body: String) {
        val current = dao.byId(id) ?: return
        if (current.title == title && current.body == body) return
        val now = Instant.now(clock)
        dao.upsert(current.copy(title = title, body = body, updatedAt = now.epochSecond, dirty = true))
    }

    suspend fun delete(id: String) {
        val current = dao.byId(id) ?: return
        dao.upsert(current.copy(deleted = true, updatedAt = clock.millis(), dirty = true))
    }

    suspend fun pendingChanges(): List<NoteEntity> = dao.dirty()

    /** The server stored these notes as sent: they have no local changes any more. */
    suspend fun markSynced(ids: List<String>) {
        for (id in ids) {
            val note = dao.byId(id) ?: continue
            dao.upsert(note.copy(dirty = false))
        }
    }
}
