package com.xiaoman.shop.util

/** 金额统一用“分”（Long）传递，只在显示时转成元。 */
object PriceFormatter {

    fun format(cents: Long): String =
        "¥" + java.math.BigDecimal.valueOf(cents, 2).toPlainString()

    /** 价格区间，例如 SKU 列表页 “¥9.9 - ¥19.9”。 */
    fun formatRange(minCents: Long, maxCents: Long): String =
        if (minCents == maxCents) format(minCents) else "${format(minCents)} - ${format(maxCents)}"

    /** 用户输入的“12.5”“¥12.50”转成分，解析不了返回 null。 */
    fun parse(input: String): Long? {
        val cleaned = input.trim().removePrefix("¥")
        val parts = cleaned.split(".")
        if (parts.size > 2 || parts[0].isEmpty() || !parts.all { p -> p.all(Char::isDigit) }) return null
        val whole = parts[0].toLong()
        val frac = parts.getOrNull(1)?.padEnd(2, '0')?.take(2)?.toLong() ?: 0L
        return whole * 100 + frac
    }

    /** 划线价的折扣文案，例如 “8.5折”。 */
    fun discountLabel(priceCents: Long, originalCents: Long): String? {
        if (originalCents <= 0 || priceCents >= originalCents) return null
        val tenths = priceCents * 100 / originalCents
        val label = if (tenths % 10 == 0L) (tenths / 10).toString() else "${tenths / 10}.${tenths % 10}"
        return "${label}折"
    }
}
