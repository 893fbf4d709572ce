package com.tsumiki.habit.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query
import androidx.room.Transaction
import java.time.LocalDate

@Dao
interface CheckDao {
    @Query("SELECT date FROM checks WHERE habit_id = :habitId ORDER BY date")
    suspend fun datesFor(habitId: Long): List<LocalDate>

    @Insert(onConflict = OnConflictStrategy.IGNORE)
    suspend fun insert(check: CheckEntity)

    @Query("DELETE FROM checks WHERE habit_id = :habitId AND date = :date")
    suspend fun delete(habitId: Long, date: LocalDate)

    @Query("DELETE FROM checks")
    suspend fun deleteAllChecks()

    @Query("DELETE FROM habits")
    suspend fun deleteAllHabits()

    @Transaction
    suspend fun deleteEverything() {
        deleteAllChecks()
        deleteAllHabits()
    }
}

class HabitRepository(private val dao: CheckDao) {

    suspend fun toggle(habitId: Long, date: LocalDate) {
        if (date in dao.datesFor(habitId)) dao.delete(habitId, date)
        else dao.insert(CheckEntity(habitId = habitId, date = date))
    }

    suspend fun doneDates(habitId: Long): List<LocalDate> = dao.datesFor(habitId)

    suspend fun deleteAll() = dao.deleteEverything()
}
