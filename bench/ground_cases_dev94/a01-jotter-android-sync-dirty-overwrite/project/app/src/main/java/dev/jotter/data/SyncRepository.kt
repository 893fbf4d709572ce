package dev.jotter.data

interface NotesApi {
    suspend fun changesSince(since: Long): List<NoteDto>
    suspend fun create(title: String, body: String, updatedAt: Long): NoteDto
    suspend fun update(note: NoteDto): NoteDto
}

/**
 * Two-way sync between the Room table and the notes API.
 * Local edits are marked dirty until push() has sent them.
 */
class SyncRepository(
    private val dao: NoteDao,
    private val api: NotesApi,
    private val runInTransaction: suspend (suspend () -> Unit) -> Unit = { block -> block() },
) {

    /** Pushes local edits, then pulls what changed on the server. Throws IOException when offline. */
    suspend fun syncNow() {
        push()
        pull()
    }

    suspend fun push() {
        for (note in dao.dirtyNotes()) {
            val saved = if (note.remoteId == null) {
                api.create(note.title, note.body, note.updatedAt)
            } else {
                api.update(note.toDto())
            }
            dao.markPushed(note.localId, saved.id)
        }
        dao.purgeDeleted()
    }

    suspend fun pull() {
        val since = dao.lastSyncedAt() ?: 0L
        val remote = api.changesSince(since)
        if (remote.isNotEmpty()) mergeRemote(remote)
    }

    private suspend fun mergeRemote(remote: List<NoteDto>) = runInTransaction {
        val existing = dao.findByRemoteIds(remote.map { it.id }).associateBy { it.remoteId }
        val rows = remote.map { dto ->
            dto.toEntity(localId = existing[dto.id]?.localId ?: 0L)
        }
        dao.upsertAll(rows)
    }
}
