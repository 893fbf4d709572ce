package app.streaky.data

import androidx.room.Dao
import androidx.room.Delete
import androidx.room.Insert
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Dao
interface CheckInDao {
    @Insert
    suspend fun insert(checkIn: CheckIn): Long

    @Delete
    suspend fun delete(checkIn: CheckIn)

    @Query("SELECT * FROM check_ins WHERE habitId = :habitId ORDER BY at DESC LIMIT 1")
    suspend fun latest(habitId: Long): CheckIn?

    @Query("SELECT * FROM check_ins WHERE habitId = :habitId ORDER BY at")
    fun observeFor(habitId: Long): Flow<List<CheckIn>>

    @Query("SELECT * FROM check_ins WHERE habitId = :habitId ORDER BY at")
    suspend fun allFor(habitId: Long): List<CheckIn>
}
