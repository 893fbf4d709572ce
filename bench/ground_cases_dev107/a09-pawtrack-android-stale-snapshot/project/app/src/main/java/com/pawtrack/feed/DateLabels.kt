package com.pawtrack.feed

import android.content.Context
import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import java.time.format.DateTimeFormatter
import java.time.format.FormatStyle

/** Turns a walk's start time into the section header shown in the feed. */
class DateLabels(
    private val zone: ZoneId = ZoneId.systemDefault(),
    private val today: () -> LocalDate = { LocalDate.now(zone) },
    private val todayText: String = "Today",
    private val yesterdayText: String = "Yesterday",
) {
    private val fallback = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM)

    fun labelFor(startedAt: Instant): String {
        val day = startedAt.atZone(zone).toLocalDate()
        val now = today()
        return when (day) {
            now -> todayText
            now.minusDays(1) -> yesterdayText
            else -> fallback.format(day)
        }
    }

    companion object {
        fun from(context: Context) = DateLabels(
            todayText = context.getString(R.string.label_today),
            yesterdayText = context.getString(R.string.label_yesterday),
        )
    }
}
