package com.lihao.quicknote.data

import com.lihao.quicknote.sync.SyncScheduler
import android.content.Context
import java.util.UUID

class NoteRepository(
    private val context: Context,
    private val db: AppDatabase,
) {
    private val notes = db.noteDao()
    private val pending = db.pendingOpDao()

    suspend fun get(id: String): Note? = notes.byId(id)

    suspend fun saveLocal(id: String, title: String, body: String) {
        val note = Note(id = id, title = title, body = body, updatedAt = System.currentTimeMillis())
        notes.upsert(note)
        pending.insert(
            PendingOp(
                id = UUID.randomUUID().toString(),
                noteId = id,
                kind = PendingOp.KIND_UPSERT,
                payload = note.toJson(),
                createdAt = note.updatedAt,
            )
        )
        SyncScheduler.kick(context)
    }

    suspend fun delete(id: String) {
        notes.deleteById(id)
        pending.insert(
            PendingOp(UUID.randomUUID().toString(), id, PendingOp.KIND_DELETE, "", System.currentTimeMillis())
        )
        SyncScheduler.kick(context)
    }
}
