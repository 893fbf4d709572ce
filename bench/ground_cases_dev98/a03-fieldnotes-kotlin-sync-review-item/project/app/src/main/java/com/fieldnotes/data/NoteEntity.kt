package com.fieldnotes.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.Index
import androidx.room.PrimaryKey

/**
 * A note as stored on the device.
 *
 * [updatedAt] is epoch millis of the last change, local or remote. [dirty] marks local
 * changes the server has not accepted yet. A deleted note that already reached the
 * server stays as a tombstone ([deleted] = true) until the delete has been pushed.
 */
@Entity(tableName = "notes", indices = [Index("dirty"), Index("updated_at")])
data class NoteEntity(
    @PrimaryKey val id: String,
    val title: String,
    val body: String,
    @ColumnInfo(name = "updated_at") val updatedAt: Long,
    @ColumnInfo(name = "server_version") val serverVersion: Long = 0,
    val dirty: Boolean = false,
    val deleted: Boolean = false,
) {
    /** Never accepted by the server: deleting it needs no tombstone. */
    val isLocalOnly: Boolean get() = serverVersion == 0L

    fun edited(title: String, body: String, now: Long): NoteEntity =
        copy(title = title, body = body, updatedAt = now, dirty = true)

    fun tombstone(now: Long): NoteEntity =
        copy(deleted = true, updatedAt = now, dirty = true)
}
