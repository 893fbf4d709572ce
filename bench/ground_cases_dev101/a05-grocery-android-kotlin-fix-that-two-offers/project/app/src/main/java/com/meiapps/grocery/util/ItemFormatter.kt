package com.meiapps.grocery.util

import com.meiapps.grocery.data.Item
import java.text.NumberFormat
import java.util.Currency
import java.util.Locale

class ItemFormatter(
    private val currency: Currency = Currency.getInstance(Locale.getDefault()),
) {
    private val priceFormat: NumberFormat =
        NumberFormat.getCurrencyInstance(Locale.US).apply { this.currency = this@ItemFormatter.currency }

    fun formatPrice(cents: Long): String = priceFormat.format(cents / 100.0)

    fun formatQuantity(item: Item): String =
        "${QuantityParser.format(item.quantity)} ${item.unit.label}"

    /** Second line of a row: "2 pc · €3.98", or just the quantity when there's no price. */
    fun label(item: Item): String {
        val quantity = formatQuantity(item)
        val total = item.totalCents ?: return quantity
        return "$quantity · ${formatPrice(total)}"
    }

    fun shareText(items: List<Item>): String =
        items.filterNot { it.checked }.joinToString(separator = "\n") { item ->
            "- ${item.name} (${formatQuantity(item)})"
        }
}
