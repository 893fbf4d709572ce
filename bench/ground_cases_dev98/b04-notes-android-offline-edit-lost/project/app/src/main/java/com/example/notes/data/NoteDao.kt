package com.example.notes.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query
import androidx.room.Upsert
import kotlinx.coroutines.flow.Flow

@Dao
interface NoteDao {
    /** Notes shown in the list, newest edit first. */
    @Query("SELECT * FROM notes WHERE deleted = 0 ORDER BY updated_at DESC")
    fun observeVisible(): Flow<List<NoteEntity>>

    @Query("SELECT * FROM notes WHERE id = :id")
    suspend fun byId(id: String): NoteEntity?

    /** Everything the next sync has to push. */
    @Query("SELECT * FROM notes WHERE dirty = 1")
    suspend fun dirty(): List<NoteEntity>

    @Upsert
    suspend fun upsert(note: NoteEntity)

    /** First download after login: the table is empty, so REPLACE never fires. */
    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun insertAll(notes: List<NoteEntity>)

    /** Drops soft-deleted rows once the server has acknowledged the delete. */
    @Query("DELETE FROM notes WHERE deleted = 1 AND dirty = 0")
    suspend fun purgeDeleted(): Int
}
