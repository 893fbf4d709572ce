package com.acme.tides.util

import java.time.Duration
import java.time.Instant
import java.time.LocalDateTime
import java.time.ZoneId
import java.time.ZoneOffset
import java.time.format.DateTimeFormatter
import java.util.Locale

object TimeFormat {
    private val apiFormatter = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
    private val timeFormatter = DateTimeFormatter.ofPattern("HH:mm", Locale.getDefault())
    private val dayFormatter = DateTimeFormatter.ofPattern("EEE d MMM", Locale.getDefault())

    /** Time of a tide at the station, e.g. "14:05". */
    fun tideTime(epochSeconds: Long, stationZone: ZoneId): String =
        timeFormatter.format(Instant.ofEpochSecond(epochSeconds).atZone(stationZone))

    /** Day header for the list, e.g. "Tue 4 Nov". */
    fun dayHeader(epochSeconds: Long, stationZone: ZoneId): String =
        dayFormatter.format(Instant.ofEpochSecond(epochSeconds).atZone(stationZone))

    /** "updated 5 min ago" under the toolbar. */
    fun updatedAgo(epochSeconds: Long, now: Instant = Instant.now()): String {
        val minutes = Duration.between(Instant.ofEpochSecond(epochSeconds), now).toMinutes()
        return when {
            minutes < 1 -> "updated just now"
            minutes < 60 -> "updated $minutes min ago"
            else -> "updated ${minutes / 60} h ago"
        }
    }

    /** The API sends station-local wall-clock times like "2025-11-04 14:05". */
    fun parseApiTime(text: String): Long =
        LocalDateTime.parse(text, apiFormatter).toEpochSecond(ZoneOffset.UTC)
}
