package com.example.habit.data

import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class Habit(val id: Long, val name: String, val createdAt: Instant)

data class DoneRecord(val habitId: Long, val doneAt: Instant)

/** In-memory for now; Room comes in the next milestone. */
class HabitRepository {
    private val habits = MutableStateFlow(
        listOf(
            Habit(1, "ストレッチ", Instant.parse("2025-10-01T00:00:00Z")),
            Habit(2, "英単語 20 個", Instant.parse("2025-10-05T00:00:00Z")),
        ),
    )
    private val records = MutableStateFlow<List<DoneRecord>>(emptyList())

    fun habits(): Flow<List<Habit>> = habits.asStateFlow()

    fun records(): Flow<List<DoneRecord>> = records.asStateFlow()

    fun addHabit(name: String) {
        habits.update { list ->
            val nextId = (list.maxOfOrNull { it.id } ?: 0) + 1
            list + Habit(nextId, name.trim(), Instant.now())
        }
    }

    fun markDone(habitId: Long, at: Instant = Instant.now()) {
        records.update { it + DoneRecord(habitId, at) }
    }

    fun recordsSince(habitId: Long, from: LocalDate, zone: ZoneId = ZoneId.systemDefault()): List<DoneRecord> {
        val start = from.atStartOfDay(zone).toInstant()
        return records.value.filter { it.habitId == habitId && !it.doneAt.isBefore(start) }
    }
}
