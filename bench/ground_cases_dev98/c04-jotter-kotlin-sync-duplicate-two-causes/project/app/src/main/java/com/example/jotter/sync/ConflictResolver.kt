package com.example.jotter.sync

import com.example.jotter.api.NoteDto
import com.example.jotter.api.toEntity
import com.example.jotter.data.NoteEntity

/**
 * Last-write-wins between a local row and the server's copy of the same note.
 * Only dirty local rows can win; a clean row simply takes the server's copy.
 */
class ConflictResolver {
    fun resolve(local: NoteEntity, remote: NoteDto): NoteEntity {
        if (!local.dirty) return remote.toEntity(local.localId)
        return when {
            remote.updatedAt > local.updatedAt -> remote.toEntity(local.localId)
            remote.updatedAt == local.updatedAt && remote.version > local.version -> remote.toEntity(local.localId)
            // keep the local edit, but take the server's version so the next If-Match passes
            else -> local.copy(version = remote.version)
        }
    }

    /** Both sides deleted or both identical: nothing to push. */
    fun isNoop(local: NoteEntity, remote: NoteDto): Boolean =
        (local.deleted && remote.deleted) ||
            (local.title == remote.title && local.body == remote.body && local.deleted == remote.deleted)

    fun merge(local: NoteEntity, remote: NoteDto): NoteEntity {
        if (isNoop(local, remote)) return remote.toEntity(local.localId)
        return resolve(local, remote)
    }

    companion object {
        val Default = ConflictResolver()
    }
}
