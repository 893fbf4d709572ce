package jp.example.shop.util

import java.text.NumberFormat
import java.util.Locale

/**
 * Formats prices for display. Prices are stored as whole yen (Long).
 */
object PriceFormatter {

    fun format(yen: Long): String {
        val nf = NumberFormat.getCurrencyInstance()
        return nf.format(yen)
    }

    fun formatWithTax(yen: Long, rate: Double = 0.10): String {
        val taxed = Math.round(yen * (1 + rate))
        return format(taxed) + "（税込）"
    }

    fun formatPoints(points: Long): String {
        val nf = NumberFormat.getIntegerInstance(Locale.JAPAN)
        return nf.format(points) + "pt"
    }

    fun parse(text: String): Long? {
        val digits = text.filter { it.isDigit() }
        return digits.toLongOrNull()
    }

    fun isFree(yen: Long): Boolean = yen == 0L
}
