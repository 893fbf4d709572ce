package com.example.ledger.util

import java.text.SimpleDateFormat
import java.util.Calendar
import java.util.Locale
import java.util.TimeZone

object DateUtils {
    private val zone: TimeZone = TimeZone.getTimeZone("Asia/Shanghai")

    /** 按月分组用的 key，形如 "2025-11"。 */
    fun monthKey(epochMillis: Long): String {
        val cal = Calendar.getInstance(zone).apply { timeInMillis = epochMillis }
        return "%04d-%02d".format(cal.get(Calendar.YEAR), cal.get(Calendar.MONTH))
    }

    /** 统计页标题，"2025-11" -> "2025年11月"。 */
    fun monthLabel(key: String): String {
        val (year, month) = key.split("-")
        return "${year}年${month.toInt()}月"
    }

    fun dayLabel(epochMillis: Long): String {
        val fmt = SimpleDateFormat("MM月dd日", Locale.CHINA)
        fmt.timeZone = zone
        return fmt.format(epochMillis)
    }

    fun isSameDay(a: Long, b: Long): Boolean {
        val ca = Calendar.getInstance(zone).apply { timeInMillis = a }
        val cb = Calendar.getInstance(zone).apply { timeInMillis = b }
        return ca.get(Calendar.YEAR) == cb.get(Calendar.YEAR) &&
            ca.get(Calendar.DAY_OF_YEAR) == cb.get(Calendar.DAY_OF_YEAR)
    }

    fun startOfDay(epochMillis: Long): Long {
        val cal = Calendar.getInstance(zone).apply {
            timeInMillis = epochMillis
            set(Calendar.HOUR_OF_DAY, 0)
            set(Calendar.MINUTE, 0)
            set(Calendar.SECOND, 0)
            set(Calendar.MILLISECOND, 0)
        }
        return cal.timeInMillis
    }
}
