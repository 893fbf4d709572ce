package jp.ne.hoshi.nikki.data

import androidx.room.Dao
import androidx.room.Delete
import androidx.room.Query
import androidx.room.Upsert
import kotlinx.coroutines.flow.Flow

@Dao
interface EntryDao {
    @Query("SELECT * FROM entries ORDER BY date DESC, id DESC")
    fun observeAll(): Flow<List<Entry>>

    @Query("SELECT * FROM entries WHERE id = :id")
    suspend fun find(id: Long): Entry?

    @Upsert
    suspend fun upsert(entry: Entry): Long

    @Delete
    suspend fun delete(entry: Entry)
}
