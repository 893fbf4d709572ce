package com.hinata.shop.util

import java.text.NumberFormat
import java.util.Locale

private val yenFormat: NumberFormat = NumberFormat.getCurrencyInstance(Locale.JAPAN).apply {
    maximumFractionDigits = 0
}

/** 1234 -> "￥1,234" */
fun yen(amount: Int): String = yenFormat.format(amount)

/** 税込価格（10%、1円未満切り捨て） */
fun withTax(amount: Int, ratePercent: Int = 10): Int = amount * (100 + ratePercent) / 100

/** 内税の消費税額 */
fun taxIncluded(amountWithTax: Int, ratePercent: Int = 10): Int =
    amountWithTax - amountWithTax * 100 / (100 + ratePercent)

/** "1,234" や "￥1234" を数値に。数字がなければ null */
fun parseYen(text: String): Int? {
    val digits = text.filter { it.isDigit() }
    if (digits.isEmpty()) return null
    return digits.toIntOrNull()
}

/** 割引後の価格（負にはしない） */
fun discounted(amount: Int, discount: Int): Int = (amount - discount).coerceAtLeast(0)

/** 割合での割引（1円未満切り捨て） */
fun percentOff(amount: Int, percent: Int): Int = amount * (100 - percent) / 100

/** 価格帯の表示 "￥1,000〜￥2,000" */
fun yenRange(min: Int, max: Int): String = if (min == max) yen(min) else "${yen(min)}〜${yen(max)}"
