package io.github.chenyu.konfig

import kotlin.time.Duration
import kotlin.time.Duration.Companion.days
import kotlin.time.Duration.Companion.hours
import kotlin.time.Duration.Companion.milliseconds
import kotlin.time.Duration.Companion.minutes
import kotlin.time.Duration.Companion.seconds

/**
 * Parses `250ms`, `10s`, `5m`, `2h`, `1d` (case-insensitive, optional space before the unit).
 * A plain number is a number of seconds.
 */
public fun parseDuration(text: String): Duration {
    val s = text.trim().lowercase()
    if (s.isEmpty()) throw KonfigException("empty duration")
    // longest suffix first: "ms" must be checked before "m" and "s"
    val (number, unit) = when {
        s.endsWith("ms") -> s.dropLast(2) to "ms"
        s.endsWith("d") -> s.dropLast(1) to "d"
        s.endsWith("h") -> s.dropLast(1) to "h"
        s.endsWith("m") -> s.dropLast(1) to "m"
        s.endsWith("s") -> s.dropLast(1) to "s"
        else -> s to "s"
    }
    val n = number.trim().toLongOrNull() ?: throw KonfigException("invalid duration '$text'")
    return when (unit) {
        "d" -> n.days
        "h" -> n.hours
        "m" -> n.minutes
        "ms" -> n.milliseconds
        else -> n.seconds
    }
}
