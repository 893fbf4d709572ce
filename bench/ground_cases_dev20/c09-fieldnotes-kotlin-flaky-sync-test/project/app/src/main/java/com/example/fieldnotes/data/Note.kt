package com.example.fieldnotes.data

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.PrimaryKey
import androidx.room.Query
import androidx.room.Upsert

@Entity(tableName = "notes")
data class Note(
    @PrimaryKey val id: String,
    val title: String,
    val body: String,
    val updatedAt: Long,
    val synced: Boolean = false,
    val version: Int = 1,
)

@Dao
interface NoteDao {
    @Query("SELECT * FROM notes WHERE synced = 0 ORDER BY updatedAt")
    suspend fun pending(): List<Note>

    @Query("UPDATE notes SET synced = 1, version = :version WHERE id = :id")
    suspend fun markSynced(id: String, version: Int)

    @Upsert
    suspend fun upsert(note: Note)
}
