package com.fieldnotes.data

import androidx.room.Dao
import androidx.room.Query
import androidx.room.Upsert
import kotlinx.coroutines.flow.Flow

@Dao
interface NoteDao {
    @Query("SELECT * FROM notes ORDER BY updated_at DESC")
    fun observeAll(): Flow<List<NoteEntity>>

    @Query("SELECT * FROM notes WHERE id = :id")
    suspend fun get(id: String): NoteEntity?

    @Query("SELECT * FROM notes WHERE id IN (:ids)")
    suspend fun getAll(ids: List<String>): List<NoteEntity>

    @Query("SELECT * FROM notes WHERE dirty = 1 ORDER BY updated_at ASC")
    suspend fun dirty(): List<NoteEntity>

    @Upsert
    suspend fun upsert(note: NoteEntity)

    /** Clears the dirty flag only if the note was not edited again while it was being pushed. */
    @Query("UPDATE notes SET dirty = 0, server_version = :version WHERE id = :id AND updated_at = :updatedAt")
    suspend fun markClean(id: String, version: Long, updatedAt: Long): Int

    @Query("DELETE FROM notes WHERE id = :id")
    suspend fun purge(id: String)

    @Query("SELECT COUNT(*) FROM notes WHERE dirty = 1")
    fun observePendingCount(): Flow<Int>
}
