package com.example.habitdots.data

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.Index
import androidx.room.Insert
import androidx.room.PrimaryKey
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Entity(tableName = "habits")
data class HabitEntity(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val name: String,
    val createdAt: Long,
)

@Entity(tableName = "check_ins", indices = [Index("habitId", "at")])
data class CheckInEntity(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val habitId: Long,
    val at: Long,
)

@Dao
interface CheckInDao {
    @Query("SELECT * FROM habits ORDER BY createdAt DESC, id DESC")
    fun observeHabits(): Flow<List<HabitEntity>>

    @Query("SELECT at FROM check_ins WHERE habitId = :habitId ORDER BY at")
    fun observeCheckIns(habitId: Long): Flow<List<Long>>

    @Query("SELECT COUNT(*) FROM check_ins WHERE habitId = :habitId AND at >= :from AND at < :to")
    suspend fun countBetween(habitId: Long, from: Long, to: Long): Int

    @Insert
    suspend fun insertCheckIn(checkIn: CheckInEntity): Long

    @Insert
    suspend fun insertHabit(habit: HabitEntity): Long
}
