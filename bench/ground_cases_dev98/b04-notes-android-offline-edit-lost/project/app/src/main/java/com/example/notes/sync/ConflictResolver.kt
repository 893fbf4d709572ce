package com.example.notes.sync

import com.example.notes.data.NoteEntity

sealed interface Resolution {
    data object KeepLocal : Resolution
    data class TakeRemote(val note: NoteDto) : Resolution
}

/**
 * Last-write-wins between the device's copy of a note and the server's.
 *
 * A note without local changes always takes the server's copy. With local
 * changes, a delete wins over an older edit on the other side (and loses to a
 * newer one); otherwise the newer edit wins. Ties go to the server so that
 * every device ends up with the same text.
 */
object ConflictResolver {
    fun resolve(local: NoteEntity?, remote: NoteDto): Resolution {
        if (local == null || !local.dirty) return Resolution.TakeRemote(remote)
        // A delete beats an edit made before it, whichever side deleted.
        if (remote.deleted && !local.deleted) {
            return if (remote.updatedAt >= local.updatedAt) Resolution.TakeRemote(remote) else Resolution.KeepLocal
        }
        if (local.deleted && !remote.deleted) {
            return if (local.updatedAt >= remote.updatedAt) Resolution.KeepLocal else Resolution.TakeRemote(remote)
        }
        return if (local.updatedAt > remote.updatedAt) {
            Resolution.KeepLocal
        } else {
            Resolution.TakeRemote(remote)
        }
    }

    fun describe(local: NoteEntity?, remote: NoteDto, resolution: Resolution): String {
        val winner = when (resolution) {
            Resolution.KeepLocal -> "local"
            is Resolution.TakeRemote -> "remote"
        }
        return "conflict note=${remote.id} local=${local?.updatedAt} remote=${remote.updatedAt} -> $winner"
    }
}
