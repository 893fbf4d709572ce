package com.example.memo.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.PrimaryKey
import java.time.Instant
import java.time.LocalDateTime
import java.time.ZoneId

@Entity(tableName = "notes")
data class Note(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val title: String,
    val body: String,
    @ColumnInfo(name = "updated_at") val updatedAt: Long,
    @ColumnInfo(name = "remote_id") val remoteId: String? = null,
    val dirty: Boolean = true,
    val pinned: Boolean = false,
) {
    val isEmpty: Boolean get() = title.isBlank() && body.isBlank()

    fun updatedAtLocal(zone: ZoneId = ZoneId.systemDefault()): LocalDateTime =
        LocalDateTime.ofInstant(Instant.ofEpochMilli(updatedAt), zone)

    fun withEdits(title: String, body: String, now: Long = System.currentTimeMillis()): Note =
        copy(title = title.trim(), body = body, updatedAt = now, dirty = true)

    fun synced(remoteId: String): Note = copy(remoteId = remoteId, dirty = false)

    companion object {
        fun draft(now: Long = System.currentTimeMillis()) = Note(title = "", body = "", updatedAt = now)
    }
}
