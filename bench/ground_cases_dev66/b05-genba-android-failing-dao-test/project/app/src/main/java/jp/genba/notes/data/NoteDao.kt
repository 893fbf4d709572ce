package jp.genba.notes.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Dao
interface NoteDao {

    @Query("SELECT * FROM notes WHERE siteId = :siteId ORDER BY updatedAt DESC")
    fun observeForSite(siteId: String): Flow<List<Note>>

    @Query("SELECT * FROM notes WHERE id = :id")
    suspend fun find(id: String): Note?

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun save(note: Note)

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun saveAll(notes: List<Note>)

    @Query("DELETE FROM notes WHERE id = :id")
    suspend fun delete(id: String)

    @Query("SELECT MAX(updatedAt) FROM notes")
    suspend fun lastUpdated(): Long?

    @Query("SELECT COUNT(*) FROM notes WHERE siteId = :siteId")
    suspend fun countForSite(siteId: String): Int
}
