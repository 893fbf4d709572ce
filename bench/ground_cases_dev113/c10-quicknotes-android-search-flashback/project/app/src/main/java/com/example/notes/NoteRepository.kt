package com.example.notes

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query
import androidx.room.Update

@Dao
interface NoteDao {
    @Query("SELECT * FROM notes WHERE deleted_at IS NULL ORDER BY updated_at DESC")
    suspend fun all(): List<Note>

    @Query("SELECT * FROM notes WHERE deleted_at IS NULL AND (title LIKE '%' || :q || '%' OR body LIKE '%' || :q || '%') ORDER BY updated_at DESC")
    suspend fun search(q: String): List<Note>

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun insert(note: Note): Long

    @Update
    suspend fun update(note: Note)

    @Query("UPDATE notes SET deleted_at = :at WHERE id = :id")
    suspend fun softDelete(id: Long, at: Long)
}

class NoteRepository(private val dao: NoteDao) {

    suspend fun all(): List<Note> = dao.all()

    suspend fun search(query: String): List<Note> =
        if (query.isBlank()) dao.all() else dao.search(query.trim())

    suspend fun save(note: Note): Long = dao.insert(note.touched())

    suspend fun toggleDone(note: Note) = dao.update(note.copy(done = !note.done).touched())

    suspend fun delete(id: Long) = dao.softDelete(id, System.currentTimeMillis())
}
