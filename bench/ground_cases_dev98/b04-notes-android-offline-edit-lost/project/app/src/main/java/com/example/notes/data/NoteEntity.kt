package com.example.notes.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.PrimaryKey
import com.example.notes.sync.NoteDto

/**
 * A note as stored on the device.
 *
 * [updatedAt] is epoch milliseconds, the same unit the server uses, so that the
 * two can be compared directly when a conflict is resolved.
 */
@Entity(tableName = "notes")
data class NoteEntity(
    @PrimaryKey val id: String,
    val title: String,
    val body: String,
    /** epoch millis of the last edit, on whichever side made it */
    @ColumnInfo(name = "updated_at") val updatedAt: Long,
    /** true while the note has local changes the server has not acknowledged */
    val dirty: Boolean = false,
    /** soft delete: the row stays until the server has seen the delete */
    val deleted: Boolean = false,
    @ColumnInfo(name = "server_version") val serverVersion: Long = 0,
)

fun NoteEntity.toDto() = NoteDto(
    id = id,
    title = title,
    body = body,
    updatedAt = updatedAt,
    deleted = deleted,
    version = serverVersion,
)

fun NoteDto.toEntity() = NoteEntity(
    id = id,
    title = title,
    body = body,
    updatedAt = updatedAt,
    dirty = false,
    deleted = deleted,
    serverVersion = version,
)
