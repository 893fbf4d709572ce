package dev.jotter.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.Index
import androidx.room.PrimaryKey
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Entity(
    tableName = "notes",
    indices = [Index(value = ["remote_id"], unique = true)],
)
data class NoteEntity(
    @PrimaryKey(autoGenerate = true)
    @ColumnInfo(name = "local_id") val localId: Long = 0L,
    @ColumnInfo(name = "remote_id") val remoteId: String? = null,
    val title: String,
    val body: String,
    @ColumnInfo(name = "updated_at") val updatedAt: Long,
    val dirty: Boolean = false,
    val deleted: Boolean = false,
)

@Serializable
data class NoteDto(
    val id: String,
    val title: String,
    val body: String,
    @SerialName("updated_at") val updatedAt: Long,
    val deleted: Boolean = false,
)

fun NoteDto.toEntity(localId: Long = 0L): NoteEntity = NoteEntity(
    localId = localId,
    remoteId = id,
    title = title,
    body = body,
    updatedAt = updatedAt,
    dirty = false,
    deleted = deleted,
)

fun NoteEntity.toDto(): NoteDto = NoteDto(
    id = requireNotNull(remoteId) { "note $localId has no remote id yet" },
    title = title,
    body = body,
    updatedAt = updatedAt,
    deleted = deleted,
)
