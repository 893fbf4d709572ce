package com.tasko.app.tasks

import java.text.ParseException
import java.text.SimpleDateFormat
import java.util.Calendar
import java.util.Date
import java.util.Locale
import java.util.TimeZone

/**
 * Due dates come from the API as plain calendar days ("2025-03-14", no time).
 * They are shown in the user's locale, e.g. "Fri, Mar 14".
 */
object DueDateFormatter {

    private fun parser(): SimpleDateFormat =
        SimpleDateFormat("yyyy-MM-dd", Locale.US).apply {
            isLenient = false
            timeZone = TimeZone.getTimeZone("UTC")
        }

    private fun display(locale: Locale): SimpleDateFormat =
        SimpleDateFormat("EEE, MMM d", locale)

    fun parse(raw: String?): Date? {
        if (raw.isNullOrBlank()) return null
        return try {
            parser().parse(raw)
        } catch (e: ParseException) {
            null
        }
    }

    fun label(raw: String?, locale: Locale = Locale.getDefault()): String {
        val date = parse(raw) ?: return ""
        return display(locale).format(date)
    }

    /** Start of today on the device, for comparisons. */
    fun startOfToday(now: Calendar = Calendar.getInstance()): Date =
        (now.clone() as Calendar).apply {
            set(Calendar.HOUR_OF_DAY, 0)
            set(Calendar.MINUTE, 0)
            set(Calendar.SECOND, 0)
            set(Calendar.MILLISECOND, 0)
        }.time
}
