package com.example.steps

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import java.util.Locale

object StepsFormatter {
    private val dayLabel = DateTimeFormatter.ofPattern("M/d (E)", Locale.JAPAN)
    private val weekLabel = DateTimeFormatter.ofPattern("M月d日〜", Locale.JAPAN)

    fun steps(value: Int): String = String.format(Locale.JAPAN, "%,d 歩", value)

    fun day(date: LocalDate): String = dayLabel.format(date)

    fun week(start: LocalDate): String = weekLabel.format(start)

    fun distanceKm(steps: Int, strideCm: Int = 70): String {
        val km = steps * strideCm / 100_000.0
        return String.format(Locale.JAPAN, "%.1f km", km)
    }

    fun goalText(steps: Int, goal: Int): String =
        if (steps >= goal) "目標達成！" else "あと ${goal - steps} 歩"

    fun weekRange(start: LocalDate): String {
        val end = start.plusDays(6)
        return "${day(start)} - ${day(end)}"
    }

    fun percent(steps: Int, goal: Int): Int =
        if (goal <= 0) 0 else (steps * 100 / goal).coerceAtMost(999)
}
