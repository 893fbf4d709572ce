package dev.jotter.data

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow

/** In-memory NoteDao that enforces the same unique index on remote_id as the Room table. */
class FakeNoteDao : NoteDao {
    private val rows = MutableStateFlow<Map<Long, NoteEntity>>(emptyMap())
    private var nextId = 1L

    fun count(): Int = rows.value.size

    override fun observeAll(): Flow<List<NoteEntity>> = MutableStateFlow(rows.value.values.filterNot { it.deleted })

    override suspend fun get(localId: Long): NoteEntity? = rows.value[localId]

    override suspend fun findByRemoteId(remoteId: String): NoteEntity? =
        rows.value.values.firstOrNull { it.remoteId == remoteId }

    override suspend fun findByRemoteIds(remoteIds: List<String>): List<NoteEntity> =
        rows.value.values.filter { it.remoteId in remoteIds }

    override suspend fun dirtyNotes(): List<NoteEntity> = rows.value.values.filter { it.dirty }

    override suspend fun lastSyncedAt(): Long? = rows.value.values.filterNot { it.dirty }.maxOfOrNull { it.updatedAt }

    override suspend fun insert(note: NoteEntity): Long {
        check(note.remoteId == null || findByRemoteId(note.remoteId) == null) { "UNIQUE constraint failed: notes.remote_id" }
        val id = if (note.localId == 0L) nextId++ else note.localId
        check(id !in rows.value) { "UNIQUE constraint failed: notes.local_id" }
        rows.value = rows.value + (id to note.copy(localId = id))
        return id
    }

    override suspend fun update(note: NoteEntity) {
        rows.value = rows.value + (note.localId to note)
    }

    override suspend fun upsertAll(notes: List<NoteEntity>) {
        for (note in notes) {
            if (note.localId != 0L && note.localId in rows.value) update(note) else insert(note)
        }
    }

    override suspend fun markPushed(localId: Long, remoteId: String) {
        val row = rows.value[localId] ?: return
        rows.value = rows.value + (localId to row.copy(dirty = false, remoteId = remoteId))
    }

    override suspend fun purgeDeleted() {
        rows.value = rows.value.filterValues { !(it.deleted && !it.dirty) }
    }
}

class FakeNotesApi : NotesApi {
    var remote: List<NoteDto> = emptyList()
    val created = mutableListOf<String>()
    val updated = mutableListOf<String>()

    override suspend fun changesSince(since: Long): List<NoteDto> = remote

    override suspend fun create(title: String, body: String, updatedAt: Long): NoteDto {
        created += title
        return NoteDto(id = "srv-${created.size}", title = title, body = body, updatedAt = updatedAt)
    }

    override suspend fun update(note: NoteDto): NoteDto {
        updated += note.id
        return note
    }
}
