package com.example.habitlog.data

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.PrimaryKey
import androidx.room.Query
import kotlinx.coroutines.flow.Flow
import java.time.LocalDate

@Entity(tableName = "habits")
data class Habit(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val name: String,
    val remindHour: Int? = null,
    val remindMinute: Int = 0,
    val archived: Boolean = false,
)

@Entity(tableName = "checkins", primaryKeys = ["habitId", "day"])
data class CheckIn(val habitId: Long, val day: LocalDate)

@Dao
interface HabitDao {
    @Query("SELECT * FROM habits WHERE archived = 0 ORDER BY id")
    fun observeActive(): Flow<List<Habit>>

    @Query("SELECT day FROM checkins WHERE habitId = :habitId ORDER BY day DESC")
    suspend fun checkInDays(habitId: Long): List<LocalDate>

    @Insert(onConflict = OnConflictStrategy.IGNORE)
    suspend fun checkIn(checkIn: CheckIn)

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun upsert(habit: Habit): Long
}
