package com.example.steps

import java.time.DayOfWeek
import java.time.LocalDate

data class DailySteps(val date: LocalDate, val steps: Int)

data class WeekTotal(val weekStart: LocalDate, val total: Int, val days: Int) {
    val average: Int get() = if (days == 0) 0 else total / days
}

object WeeklySummary {

    fun weekStartOf(date: LocalDate): LocalDate =
        date.minusDays(date.dayOfWeek.value.toLong())

    fun summarize(entries: List<DailySteps>): List<WeekTotal> =
        entries
            .groupBy { weekStartOf(it.date) }
            .toSortedMap()
            .map { (start, list) -> WeekTotal(start, list.sumOf { it.steps }, list.size) }

    fun bestDay(entries: List<DailySteps>): DailySteps? =
        entries.maxByOrNull { it.steps }

    fun isWeekend(date: LocalDate): Boolean =
        date.dayOfWeek == DayOfWeek.SATURDAY || date.dayOfWeek == DayOfWeek.SUNDAY

    fun streak(entries: List<DailySteps>, goal: Int): Int {
        var count = 0
        for (e in entries.sortedByDescending { it.date }) {
            if (e.steps < goal) break
            count++
        }
        return count
    }
}
