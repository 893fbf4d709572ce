package com.example.habitdots.util

import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import java.time.format.DateTimeFormatter

/** Calendar day of an epoch-millis timestamp, in the phone's time zone unless told otherwise. */
fun Long.toLocalDate(zone: ZoneId = ZoneId.systemDefault()): LocalDate =
    Instant.ofEpochMilli(this).atZone(zone).toLocalDate()

/** Epoch millis of 00:00 of this day in [zone]. */
fun LocalDate.startOfDayMillis(zone: ZoneId = ZoneId.systemDefault()): Long =
    atStartOfDay(zone).toInstant().toEpochMilli()

private val DAY_LABEL: DateTimeFormatter = DateTimeFormatter.ofPattern("M月d日")

/** "今天" / "昨天" / "11月3日". */
fun LocalDate.label(today: LocalDate): String = when (this) {
    today -> "今天"
    today.minusDays(1) -> "昨天"
    else -> format(DAY_LABEL)
}

/** Monday..Sunday of the week that holds [day]. */
fun weekOf(day: LocalDate): List<LocalDate> {
    val monday = day.minusDays((day.dayOfWeek.value - 1).toLong())
    return (0L until 7L).map { monday.plusDays(it) }
}

/** Whether [millis] falls on [day] in [zone]. */
fun isOnDay(millis: Long, day: LocalDate, zone: ZoneId = ZoneId.systemDefault()): Boolean =
    millis.toLocalDate(zone) == day
