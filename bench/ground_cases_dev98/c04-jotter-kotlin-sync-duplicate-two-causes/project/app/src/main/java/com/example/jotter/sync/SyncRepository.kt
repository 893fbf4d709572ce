package com.example.jotter.sync

import android.content.SharedPreferences
import com.example.jotter.api.NotesApi
import com.example.jotter.api.toDto
import com.example.jotter.api.toEntity
import com.example.jotter.data.NoteDao
import kotlinx.coroutines.async
import kotlinx.coroutines.coroutineScope

data class SyncResult(val pushed: Int, val pulled: Int)

class SyncRepository(
    private val dao: NoteDao,
    private val api: NotesApi,
    private val prefs: SharedPreferences,
    private val resolver: ConflictResolver = ConflictResolver.Default,
) {
    suspend fun sync(): SyncResult = coroutineScope {
        // push and pull are independent requests; run them side by side to halve sync time
        val pushed = async { push() }
        val pulled = async { pull() }
        SyncResult(pushed.await(), pulled.await())
    }

    private suspend fun push(): Int {
        var count = 0
        for (note in dao.dirtyNotes()) {
            val serverId = note.serverId
            when {
                serverId == null && note.deleted -> dao.hardDelete(note.localId)
                serverId == null -> {
                    val created = api.create(note.toDto())
                    dao.markSynced(note.localId, created.id!!, created.version)
                }
                note.deleted -> {
                    api.delete(serverId)
                    dao.hardDelete(note.localId)
                }
                else -> {
                    val response = api.update(serverId, note.version, note.toDto())
                    if (response.code() == 412) continue // the pull brings theirs, the resolver decides
                    val body = response.body() ?: error("empty body for $serverId")
                    dao.markSynced(note.localId, serverId, body.version)
                }
            }
            count++
        }
        return count
    }

    private suspend fun pull(): Int {
        val response = api.changes(prefs.getString(KEY_CURSOR, null))
        for (remote in response.notes) {
            val local = remote.id?.let { dao.findByServerId(it) }
            if (local == null) {
                if (!remote.deleted) dao.insert(remote.toEntity())
            } else {
                dao.update(resolver.merge(local, remote))
            }
        }
        prefs.edit().putString(KEY_CURSOR, response.cursor).apply()
        return response.notes.size
    }

    companion object {
        const val KEY_CURSOR = "notes_cursor"
    }
}
