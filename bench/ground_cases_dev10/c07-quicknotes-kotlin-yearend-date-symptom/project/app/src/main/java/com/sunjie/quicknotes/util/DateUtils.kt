package com.sunjie.quicknotes.util

import java.text.SimpleDateFormat
import java.util.Calendar
import java.util.Date
import java.util.Locale

object DateUtils {

    /** 详情页：2024-03-08 14:05 */
    fun formatFull(millis: Long): String {
        val sdf = SimpleDateFormat("YYYY-MM-dd HH:mm", Locale.getDefault())
        return sdf.format(Date(millis))
    }

    /** 列表：今年的显示 03-08 14:05，往年的显示 2023-03-08 */
    fun formatShort(millis: Long): String {
        val pattern = if (isThisYear(millis)) "MM-dd HH:mm" else "yyyy-MM-dd"
        return SimpleDateFormat(pattern, Locale.getDefault()).format(Date(millis))
    }

    private const val MINUTE = 60_000L
    private const val HOUR = 60 * MINUTE

    /** 刚刚 / 5分钟前 / 3小时前 / 昨天 14:05，更早的同 formatShort */
    fun formatRelative(millis: Long, now: Long = System.currentTimeMillis()): String {
        val diff = now - millis
        return when {
            diff < 0 -> formatShort(millis)
            diff < MINUTE -> "刚刚"
            diff < HOUR -> "${diff / MINUTE}分钟前"
            isSameDay(millis, now) -> "${diff / HOUR}小时前"
            isSameDay(millis, now - 24 * HOUR) ->
                "昨天 " + SimpleDateFormat("HH:mm", Locale.getDefault()).format(Date(millis))
            else -> formatShort(millis)
        }
    }

    private fun isSameDay(a: Long, b: Long): Boolean {
        val ca = Calendar.getInstance().apply { timeInMillis = a }
        val cb = Calendar.getInstance().apply { timeInMillis = b }
        return ca.get(Calendar.YEAR) == cb.get(Calendar.YEAR) &&
            ca.get(Calendar.DAY_OF_YEAR) == cb.get(Calendar.DAY_OF_YEAR)
    }

    fun isThisYear(millis: Long): Boolean {
        val cal = Calendar.getInstance()
        val year = cal.get(Calendar.YEAR)
        cal.timeInMillis = millis
        return cal.get(Calendar.YEAR) == year
    }
}
