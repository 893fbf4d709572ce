package com.meiapps.grocery.util

import com.meiapps.grocery.data.QuantityUnit

object QuantityParser {
    private const val MAX_QUANTITY = 999.0

    /**
     * What the user typed in the quantity field. Blank or unreadable input counts as 0.
     * Accepts both "1.5" and "1,5": German and most EU keyboards type a decimal comma.
     */
    fun parse(text: String): Double {
        val cleaned = text.trim().replace(',', '.').filter { it.isDigit() || it == '.' }
        if (cleaned.isEmpty()) return 0.0
        val value = cleaned.toDoubleOrNull() ?: return 0.0
        return value.coerceAtMost(MAX_QUANTITY)
    }

    /** Used by the +/- buttons: whole steps for pieces and packs, 0.1 for weights and volumes. */
    fun step(quantity: Double, up: Boolean, unit: QuantityUnit): Double {
        val delta = when (unit) {
            QuantityUnit.KILOGRAM, QuantityUnit.LITRE -> 0.1
            QuantityUnit.GRAM -> 50.0
            QuantityUnit.PIECE, QuantityUnit.PACK -> 1.0
        }
        val next = if (up) quantity + delta else quantity - delta
        return (Math.round(next * 10) / 10.0).coerceIn(0.0, MAX_QUANTITY)
    }

    fun format(quantity: Double): String =
        if (quantity % 1.0 == 0.0) quantity.toLong().toString() else quantity.toString()
}
