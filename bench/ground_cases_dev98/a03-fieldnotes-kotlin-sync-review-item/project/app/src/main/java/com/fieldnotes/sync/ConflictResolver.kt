package com.fieldnotes.sync

import com.fieldnotes.data.NoteEntity

sealed interface Resolution {
    data object KeepLocal : Resolution
    data class TakeRemote(val note: NoteEntity) : Resolution
}

/**
 * Decides what a pulled note does to the local copy. A clean local copy always takes
 * the remote one; a dirty one is last-write-wins on [NoteEntity.updatedAt], and the
 * loser is reported to [onConflict] so it can be logged.
 */
class ConflictResolver(
    private val onConflict: (local: NoteEntity, remote: NoteEntity) -> Unit = { _, _ -> },
) {
    fun resolve(local: NoteEntity?, remote: NoteEntity): Resolution {
        if (local == null) return Resolution.TakeRemote(remote)
        if (remote.deleted) return Resolution.KeepLocal
        if (!local.dirty) return Resolution.TakeRemote(remote)
        onConflict(local, remote)
        return if (local.updatedAt >= remote.updatedAt) Resolution.KeepLocal else Resolution.TakeRemote(remote)
    }

    /** The remote notes that should be written locally. */
    fun resolveAll(locals: Map<String, NoteEntity>, remotes: List<NoteEntity>): List<NoteEntity> =
        remotes.mapNotNull { remote ->
            when (val resolution = resolve(locals[remote.id], remote)) {
                is Resolution.KeepLocal -> null
                is Resolution.TakeRemote -> resolution.note
            }
        }
}
