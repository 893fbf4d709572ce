package com.lumen.notes.data

import androidx.room.Database
import androidx.room.Entity
import androidx.room.Index
import androidx.room.PrimaryKey
import androidx.room.RoomDatabase

@Entity(tableName = "notes", indices = [Index("updatedAt")])
data class Note(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val title: String,
    val body: String,
    val pinned: Boolean = false,
    val createdAt: Long,
    val updatedAt: Long,
) {
    val preview: String
        get() = body.lineSequence().firstOrNull { it.isNotBlank() }?.take(PREVIEW_CHARS).orEmpty()

    companion object {
        const val PREVIEW_CHARS = 80
    }
}

@Database(entities = [Note::class], version = 3, exportSchema = true)
abstract class NotesDatabase : RoomDatabase() {
    abstract fun noteDao(): NoteDao

    companion object {
        const val NAME = "lumen-notes.db"
    }
}
