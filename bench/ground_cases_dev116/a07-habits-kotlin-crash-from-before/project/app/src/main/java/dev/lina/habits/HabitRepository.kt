package dev.lina.habits

import java.time.LocalDate

data class Habit(val id: Long, val name: String, val active: Boolean = true)

class HabitRepository {
    private val habits = mutableListOf(
        Habit(1, "Read 20 pages"),
        Habit(2, "Stretch"),
        Habit(3, "No sugar", active = false),
        Habit(4, "Walk 8k steps"),
    )
    private val checkIns = mutableMapOf<Long, MutableSet<LocalDate>>()

    fun all(): List<Habit> = habits.toList()

    fun checkIn(id: Long, day: LocalDate = LocalDate.now()) {
        checkIns.getOrPut(id) { mutableSetOf() }.add(day)
    }

    fun setActive(id: Long, active: Boolean) {
        val i = habits.indexOfFirst { it.id == id }
        if (i >= 0) habits[i] = habits[i].copy(active = active)
    }

    /** Consecutive days checked in, counting back from today. */
    fun streak(id: Long, today: LocalDate = LocalDate.now()): Int {
        val days = checkIns[id] ?: return 0
        var n = 0
        var day = today
        while (day in days) {
            n++
            day = day.minusDays(1)
        }
        return n
    }
}
