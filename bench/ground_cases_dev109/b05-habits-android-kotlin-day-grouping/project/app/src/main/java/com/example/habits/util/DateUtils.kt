package com.example.habits.util

import java.time.Instant
import java.time.LocalDate
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter
import java.util.Locale
import java.util.TimeZone

object DateUtils {

    private val labelFormat = DateTimeFormatter.ofPattern("M月d日(E)", Locale.JAPAN)

    /** yyyy-MM-dd of the moment in the given zone (the device zone by default). */
    fun dayKey(epochMillis: Long, zone: TimeZone = TimeZone.getDefault()): String =
        Instant.ofEpochMilli(epochMillis).atOffset(ZoneOffset.UTC).toLocalDate().toString()

    fun <T> groupByDay(items: List<T>, zone: TimeZone = TimeZone.getDefault(), at: (T) -> Long): Map<String, List<T>> =
        items.groupBy { dayKey(at(it), zone) }

    fun label(epochMillis: Long, zone: TimeZone = TimeZone.getDefault()): String =
        Instant.ofEpochMilli(epochMillis).atZone(zone.toZoneId()).format(labelFormat)

    /** Days in a row, counting back from today, that have at least one entry. */
    fun streakDays(days: Set<String>, today: String): Int {
        var day = LocalDate.parse(today)
        if (!days.contains(day.toString())) day = day.minusDays(1) // today not done yet: count from yesterday
        var n = 0
        while (days.contains(day.toString())) {
            n++
            day = day.minusDays(1)
        }
        return n
    }
}
