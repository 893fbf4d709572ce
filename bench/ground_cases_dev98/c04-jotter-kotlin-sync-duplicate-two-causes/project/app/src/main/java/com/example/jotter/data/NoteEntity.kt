package com.example.jotter.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.Index
import androidx.room.PrimaryKey

@Entity(
    tableName = "notes",
    indices = [Index(value = ["server_id"])],
)
data class NoteEntity(
    @PrimaryKey(autoGenerate = true) val localId: Long = 0,
    /** Id the server gave the note; null until the first successful push. */
    @ColumnInfo(name = "server_id") val serverId: String? = null,
    val title: String,
    val body: String,
    /** Last edit, epoch millis; drives last-write-wins. */
    @ColumnInfo(name = "updated_at") val updatedAt: Long,
    /** Server version we last saw; 0 for notes never synced. */
    val version: Long = 0,
    /** True when there are local edits the server has not seen yet. */
    val dirty: Boolean = true,
    val deleted: Boolean = false,
) {
    val isNew: Boolean get() = serverId == null

    fun edited(title: String, body: String, now: Long): NoteEntity =
        copy(title = title, body = body, updatedAt = now, dirty = true)

    fun trashed(now: Long): NoteEntity = copy(deleted = true, updatedAt = now, dirty = true)
}
