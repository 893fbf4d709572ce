package com.liqing.habits.data

import java.time.LocalDate

data class Habit(
    val id: Long,
    val title: String,
    val checkIns: MutableList<LocalDate> = mutableListOf(),
    val archived: Boolean = false,
)

interface HabitStore {
    suspend fun load(): List<Habit>
    suspend fun save(habits: List<Habit>)
}

class InMemoryHabitStore(seed: List<Habit> = emptyList()) : HabitStore {
    private var habits: List<Habit> = seed

    override suspend fun load(): List<Habit> = habits

    override suspend fun save(habits: List<Habit>) {
        this.habits = habits
    }
}

fun sampleHabits(today: LocalDate): List<Habit> = listOf(
    Habit(1, "喝水 8 杯", mutableListOf(today.minusDays(2), today.minusDays(1))),
    Habit(2, "背单词"),
    Habit(3, "跑步 3km", mutableListOf(today.minusDays(1))),
)
