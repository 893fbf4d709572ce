package com.zm.shopcart.util

import java.text.NumberFormat
import java.util.Locale

object Money {
    private val yuan: NumberFormat = NumberFormat.getCurrencyInstance(Locale.CHINA)

    fun format(amount: Float): String = yuan.format(amount.toDouble())

    fun format(amount: Double): String = yuan.format(amount)
}
