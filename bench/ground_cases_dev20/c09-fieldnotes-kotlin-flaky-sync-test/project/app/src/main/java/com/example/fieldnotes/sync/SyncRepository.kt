package com.example.fieldnotes.sync

import com.example.fieldnotes.data.Note
import com.example.fieldnotes.data.NoteDao
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.async
import kotlinx.coroutines.awaitAll
import kotlinx.coroutines.launch
import kotlinx.coroutines.sync.Semaphore
import kotlinx.coroutines.sync.withPermit

/**
 * Uploads notes that were created or edited offline. Up to [parallelism] uploads run at once.
 */
class SyncRepository(
    private val dao: NoteDao,
    private val api: NoteApi,
    private val scope: CoroutineScope,
    private val parallelism: Int = 4,
) {
    private val permits = Semaphore(parallelism)

    fun syncPending(): Job = scope.launch(Dispatchers.IO) {
        val pending = dao.pending()
        pending.map { note ->
            async { permits.withPermit { upload(note) } }
        }.awaitAll()
    }

    private suspend fun upload(note: Note) {
        val remote = api.upload(NotePayload.from(note))
        dao.markSynced(note.id, remote.version)
    }
}
