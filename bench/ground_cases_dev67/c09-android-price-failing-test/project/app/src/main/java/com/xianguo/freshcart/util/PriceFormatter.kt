package com.xianguo.freshcart.util

import java.util.Locale

/**
 * Prices travel as Long cents (fen) everywhere; only this object turns them into text.
 */
object PriceFormatter {

    /** Shown instead of ¥0.00; the UI may map it to R.string.price_free later. */
    const val FREE_LABEL = "免费"

    fun format(cents: Long): String {
        if (cents <= 0L) return FREE_LABEL
        val sign = if (cents < 0) "-" else ""
        val abs = kotlin.math.abs(cents)
        val yuan = abs / 100
        val fen = abs % 100
        return "$sign¥$yuan." + fen.toString().padStart(2, '0')
    }

    fun formatDiscount(cents: Long): String = "-" + format(kotlin.math.abs(cents))

    fun formatPerKg(centsPerKg: Long): String = format(centsPerKg) + "/kg"

    fun parse(text: String): Long? {
        val cleaned = text.trim().removePrefix("¥").replace(",", "")
        val value = cleaned.toBigDecimalOrNull() ?: return null
        return value.movePointRight(2).toLong()
    }

    fun formatForLog(cents: Long): String = String.format(Locale.ROOT, "%d.%02d", cents / 100, kotlin.math.abs(cents % 100))
}
