package jp.genba.notes.data

import androidx.room.Entity
import androidx.room.PrimaryKey

@Entity(tableName = "notes")
data class Note(
    @PrimaryKey val id: String,
    val siteId: String,
    val body: String,
    val updatedAt: Long,
)
