package com.example.habitdots.data

import com.example.habitdots.util.startOfDayMillis
import com.example.habitdots.util.toLocalDate
import kotlinx.coroutines.flow.Flow
import java.time.ZoneId

class CheckInRepository(
    private val dao: CheckInDao,
    private val zone: () -> ZoneId = { ZoneId.systemDefault() },
) {
    fun observeHabits(): Flow<List<HabitEntity>> = dao.observeHabits()

    fun observeCheckIns(habitId: Long): Flow<List<Long>> = dao.observeCheckIns(habitId)

    suspend fun addHabit(name: String, now: Long): Long =
        dao.insertHabit(HabitEntity(name = name.trim(), createdAt = now))

    /** Inserts a check-in unless the habit already has one today; returns whether it inserted. */
    suspend fun checkIn(habitId: Long, now: Long): Boolean {
        if (checkedInOn(habitId, now)) return false
        dao.insertCheckIn(CheckInEntity(habitId = habitId, at = now))
        return true
    }

    /** Whether the habit already has a check-in on the local day of [now]. */
    suspend fun checkedInOn(habitId: Long, now: Long): Boolean {
        val day = now.toLocalDate(zone())
        val from = day.startOfDayMillis(zone())
        val to = day.plusDays(1).startOfDayMillis(zone())
        return dao.countBetween(habitId, from, to) > 0
    }
}
