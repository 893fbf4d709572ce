package dev.jotter.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.Query
import androidx.room.Update
import androidx.room.Upsert
import kotlinx.coroutines.flow.Flow

@Dao
interface NoteDao {
    @Query("SELECT * FROM notes WHERE deleted = 0 ORDER BY updated_at DESC")
    fun observeAll(): Flow<List<NoteEntity>>

    @Query("SELECT * FROM notes WHERE local_id = :localId")
    suspend fun get(localId: Long): NoteEntity?

    @Query("SELECT * FROM notes WHERE remote_id = :remoteId LIMIT 1")
    suspend fun findByRemoteId(remoteId: String): NoteEntity?

    @Query("SELECT * FROM notes WHERE remote_id IN (:remoteIds)")
    suspend fun findByRemoteIds(remoteIds: List<String>): List<NoteEntity>

    @Query("SELECT * FROM notes WHERE dirty = 1")
    suspend fun dirtyNotes(): List<NoteEntity>

    @Query("SELECT MAX(updated_at) FROM notes WHERE dirty = 0")
    suspend fun lastSyncedAt(): Long?

    @Insert
    suspend fun insert(note: NoteEntity): Long

    @Update
    suspend fun update(note: NoteEntity)

    @Upsert
    suspend fun upsertAll(notes: List<NoteEntity>)

    @Query("UPDATE notes SET dirty = 0, remote_id = :remoteId WHERE local_id = :localId")
    suspend fun markPushed(localId: Long, remoteId: String)

    @Query("DELETE FROM notes WHERE deleted = 1 AND dirty = 0")
    suspend fun purgeDeleted()
}
