package com.example.jotter.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.Query
import androidx.room.Update
import kotlinx.coroutines.flow.Flow

@Dao
interface NoteDao {
    @Query("SELECT * FROM notes WHERE deleted = 0 ORDER BY updated_at DESC")
    fun observeAll(): Flow<List<NoteEntity>>

    @Query("SELECT * FROM notes WHERE deleted = 0 AND title LIKE '%' || :query || '%' ORDER BY updated_at DESC")
    fun searchByTitle(query: String): Flow<List<NoteEntity>>

    @Query("SELECT * FROM notes WHERE dirty = 1")
    suspend fun dirtyNotes(): List<NoteEntity>

    @Query("SELECT * FROM notes WHERE server_id = :serverId LIMIT 1")
    suspend fun findByServerId(serverId: String): NoteEntity?

    @Insert
    suspend fun insert(note: NoteEntity): Long

    @Update
    suspend fun update(note: NoteEntity)

    @Query("UPDATE notes SET server_id = :serverId, version = :version, dirty = 0 WHERE localId = :localId")
    suspend fun markSynced(localId: Long, serverId: String, version: Long)

    @Query("DELETE FROM notes WHERE localId = :localId")
    suspend fun hardDelete(localId: Long)

    @Query("SELECT COUNT(*) FROM notes WHERE dirty = 1")
    fun observePendingCount(): Flow<Int>
}
