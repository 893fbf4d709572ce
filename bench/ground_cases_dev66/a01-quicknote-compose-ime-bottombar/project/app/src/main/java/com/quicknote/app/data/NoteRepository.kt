package com.quicknote.app.data

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.PrimaryKey
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Entity(tableName = "notes")
data class Note(
    @PrimaryKey val id: String,
    val title: String,
    val body: String,
    val updatedAt: Long,
    val isDraft: Boolean = false,
)

@Dao
interface NoteDao {
    @Query("SELECT * FROM notes WHERE isDraft = 0 ORDER BY updatedAt DESC")
    fun observeAll(): Flow<List<Note>>

    @Query("SELECT * FROM notes WHERE id = :id")
    suspend fun get(id: String): Note?

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun upsert(note: Note)

    @Query("DELETE FROM notes WHERE id = :id")
    suspend fun delete(id: String)
}

class NoteRepository(private val dao: NoteDao) {
    fun notes(): Flow<List<Note>> = dao.observeAll()
    suspend fun load(id: String): Note? = dao.get(id)
    suspend fun save(note: Note) = dao.upsert(note.copy(isDraft = false, updatedAt = System.currentTimeMillis()))
    suspend fun saveDraft(note: Note) = dao.upsert(note.copy(isDraft = true, updatedAt = System.currentTimeMillis()))
    suspend fun discard(id: String) = dao.delete(id)
}
