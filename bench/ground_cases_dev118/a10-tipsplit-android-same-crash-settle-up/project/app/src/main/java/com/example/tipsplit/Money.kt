package com.example.tipsplit

import java.text.NumberFormat
import java.util.Locale

object Money {
    fun format(amount: Double, locale: Locale = Locale.getDefault()): String =
        NumberFormat.getCurrencyInstance(locale).format(amount)

    fun roundCents(amount: Double): Double = Math.round(amount * 100) / 100.0

    /**
     * Parses what the user typed into an amount field: "12.50", "12,50", " 7 ".
     * Blank is 0.0; anything that isn't a number is null.
     */
    fun parseAmount(text: String): Double? {
        val cleaned = text.trim().replace(',', '.')
        if (cleaned.isEmpty()) return 0.0
        return cleaned.toDoubleOrNull()?.takeIf { it >= 0 }
    }
}
