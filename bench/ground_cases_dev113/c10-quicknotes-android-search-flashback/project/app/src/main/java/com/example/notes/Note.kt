package com.example.notes

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.PrimaryKey

@Entity(tableName = "notes")
data class Note(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val title: String,
    val body: String,
    val done: Boolean = false,
    @ColumnInfo(name = "created_at") val createdAt: Long = System.currentTimeMillis(),
    @ColumnInfo(name = "updated_at") val updatedAt: Long = createdAt,
    @ColumnInfo(name = "deleted_at") val deletedAt: Long? = null,
) {
    val preview: String
        get() = body.lineSequence().firstOrNull()?.take(PREVIEW_LEN).orEmpty()

    fun touched(now: Long = System.currentTimeMillis()): Note = copy(updatedAt = now)

    fun matches(query: String): Boolean {
        if (query.isBlank()) return true
        val q = query.trim()
        return title.contains(q, ignoreCase = true) || body.contains(q, ignoreCase = true)
    }

    companion object {
        const val PREVIEW_LEN = 60
    }
}

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val loading: Boolean = false,
)
