package com.meiapps.grocery.data

import java.util.UUID
import kotlin.math.roundToLong

enum class QuantityUnit(val label: String) {
    PIECE("pc"),
    KILOGRAM("kg"),
    GRAM("g"),
    LITRE("l"),
    PACK("pack"),
}

data class Item(
    val id: String = UUID.randomUUID().toString(),
    val name: String,
    val quantity: Double = 1.0,
    val unit: QuantityUnit = QuantityUnit.PIECE,
    val priceCents: Long? = null,
    val checked: Boolean = false,
    val addedAt: Long = System.currentTimeMillis(),
) {
    /** Price for the whole quantity, or null when no unit price was entered. */
    val totalCents: Long?
        get() = priceCents?.let { (it * quantity).roundToLong() }

    fun toggled(): Item = copy(checked = !checked)

    fun isWeighed(): Boolean =
        unit == QuantityUnit.KILOGRAM || unit == QuantityUnit.GRAM || unit == QuantityUnit.LITRE
}
