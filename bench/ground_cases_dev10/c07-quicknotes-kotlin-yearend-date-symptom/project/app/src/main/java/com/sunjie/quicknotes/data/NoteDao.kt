package com.sunjie.quicknotes.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Dao
interface NoteDao {

    @Query("SELECT * FROM notes ORDER BY pinned DESC, updated_at DESC")
    fun observeAll(): Flow<List<Note>>

    @Query("SELECT * FROM notes WHERE id = :id")
    fun observe(id: Long): Flow<Note?>

    @Insert
    suspend fun insert(note: Note): Long

    @Query("UPDATE notes SET title = :title, content = :content, updated_at = :updatedAt WHERE id = :id")
    suspend fun update(id: Long, title: String, content: String, updatedAt: Long): Int

    @Query("UPDATE notes SET pinned = NOT pinned WHERE id = :id")
    suspend fun togglePin(id: Long)

    @Query("DELETE FROM notes WHERE id = :id")
    suspend fun delete(id: Long)
}
