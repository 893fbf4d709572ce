package com.pangu.ledger.util

import java.time.Instant
import java.time.YearMonth
import java.time.ZoneId

/** [startMillis, endMillis) of one calendar month in the given time zone. */
data class MonthRange(val startMillis: Long, val endMillis: Long) {

    operator fun contains(millis: Long): Boolean = millis >= startMillis && millis < endMillis

    companion object {
        fun of(month: YearMonth, zone: ZoneId = ZoneId.systemDefault()): MonthRange {
            val start = month.atDay(1).atStartOfDay(zone)
            val end = month.plusMonths(1).atDay(1).atStartOfDay(zone)
            return MonthRange(start.toInstant().toEpochMilli(), end.toInstant().toEpochMilli())
        }

        fun containing(millis: Long, zone: ZoneId = ZoneId.systemDefault()): MonthRange {
            val month = YearMonth.from(Instant.ofEpochMilli(millis).atZone(zone))
            return of(month, zone)
        }
    }
}

fun YearMonth.label(): String = "${year}年${monthValue}月"

fun YearMonth.previous(): YearMonth = minusMonths(1)

fun YearMonth.next(): YearMonth = plusMonths(1)
