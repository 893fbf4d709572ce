package com.xiaoyu.cart

import java.text.NumberFormat
import java.util.Locale

object PriceFormatter {
    /** Formats a price in fen (1/100 yuan) as "¥12.50". */
    fun format(fen: Long): String {
        val nf = NumberFormat.getNumberInstance(Locale.getDefault())
        nf.minimumFractionDigits = 2
        nf.maximumFractionDigits = 2
        return "¥" + nf.format(fen / 100.0)
    }

    /** "x3" badge next to the item name; empty for a single item. */
    fun quantityBadge(quantity: Int): String = if (quantity > 1) "x$quantity" else ""
}
