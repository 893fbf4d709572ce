package com.brightloop.habits.data

import androidx.room.TypeConverter
import java.time.DayOfWeek
import java.time.LocalDate

/**
 * Room stores dates as ISO strings ("2025-09-17") so they sort correctly and are
 * readable in the database inspector.
 */
class Converters {
    @TypeConverter
    fun dayToString(day: LocalDate?): String? = day?.toString()

    @TypeConverter
    fun stringToDay(value: String?): LocalDate? = value?.let(LocalDate::parse)

    @TypeConverter
    fun minutesToString(minutes: Int?): String? = minutes?.let {
        "%02d:%02d".format(it / 60, it % 60)
    }

    @TypeConverter
    fun stringToMinutes(value: String?): Int? = value?.let {
        val (h, m) = it.split(":").map(String::toInt)
        h * 60 + m
    }

    /** Stored as ISO day numbers, "1,3,5" for Mon/Wed/Fri. */
    @TypeConverter
    fun daysToString(days: Set<DayOfWeek>?): String? = days?.sorted()?.joinToString(",") { it.value.toString() }

    @TypeConverter
    fun stringToDays(value: String?): Set<DayOfWeek>? = value?.let { raw ->
        raw.split(",").filter(String::isNotBlank).map { DayOfWeek.of(it.trim().toInt()) }.toSet()
    }

    companion object {
        /** Used by migrations that backfill dates. */
        fun today(): String = LocalDate.now().toString()
    }
}
