package com.acme.shop.util

import java.math.BigDecimal
import java.math.RoundingMode

object PriceFormatter {

    private const val SYMBOL = "¥"

    fun format(cents: Long): String {
        val yuan = BigDecimal.valueOf(cents).divide(BigDecimal(100), 2, RoundingMode.UNNECESSARY)
        return SYMBOL + yuan.toPlainString()
    }

    fun formatRange(minCents: Long, maxCents: Long): String =
        if (minCents == maxCents) format(minCents) else "${format(minCents)} - ${format(maxCents)}"

    fun discountLabel(originalCents: Long, saleCents: Long): String? {
        if (originalCents <= 0 || saleCents >= originalCents) return null
        val tenths = (saleCents * 100 / originalCents + 5) / 10
        return "${tenths}折"
    }
}
