package com.brightloop.habits.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.Query
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.combine
import java.time.LocalDate
import javax.inject.Inject

@Dao
interface HabitDao {
    @Query("SELECT * FROM habits ORDER BY id")
    fun observeHabits(): Flow<List<Habit>>

    @Query("SELECT * FROM checkins")
    fun observeCheckIns(): Flow<List<CheckIn>>

    @Insert
    suspend fun insert(habit: Habit): Long

    @Insert
    suspend fun insertCheckIn(checkIn: CheckIn)

    @Query("DELETE FROM checkins WHERE habitId = :habitId AND day = :day")
    suspend fun deleteCheckIn(habitId: Long, day: LocalDate)

    @Query("SELECT COUNT(*) > 0 FROM checkins WHERE habitId = :habitId AND day = :day")
    suspend fun hasCheckIn(habitId: Long, day: LocalDate): Boolean

    @Query("UPDATE habits SET archived = :archived WHERE id = :habitId")
    suspend fun setArchived(habitId: Long, archived: Boolean)
}

open class HabitRepository @Inject constructor(private val dao: HabitDao) {
    open fun observeActive(): Flow<List<HabitWithDays>> =
        combine(dao.observeHabits(), dao.observeCheckIns()) { habits, checkIns ->
            val byHabit = checkIns.groupBy({ it.habitId }, { it.day })
            habits.filter { !it.archived }.map { HabitWithDays(it, byHabit[it.id].orEmpty().toSet()) }
        }

    open suspend fun toggle(habitId: Long, day: LocalDate) {
        if (dao.hasCheckIn(habitId, day)) dao.deleteCheckIn(habitId, day) else dao.insertCheckIn(CheckIn(habitId, day))
    }

    open suspend fun archive(habitId: Long) = dao.setArchived(habitId, true)

    open suspend fun add(name: String, emoji: String, today: LocalDate): Long =
        dao.insert(Habit(name = name.trim(), emoji = emoji, createdOn = today))
}
