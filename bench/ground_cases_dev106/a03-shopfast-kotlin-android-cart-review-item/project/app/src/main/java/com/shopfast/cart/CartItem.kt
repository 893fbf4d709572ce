package com.shopfast.cart

/**
 * One row of the cart. Prices are in cents so totals never go through floating point
 * on the server side; the app is expected to do the same.
 */
data class CartItem(
    val sku: String,
    val name: String,
    val unitPriceCents: Long,
    val quantity: Int,
    val imageUrl: String? = null,
) {
    init {
        require(unitPriceCents >= 0) { "negative price for $sku" }
        require(quantity >= 0) { "negative quantity for $sku" }
    }

    val lineTotalCents: Long
        get() = unitPriceCents * quantity
}

/** Server limits, mirrored from the cart API docs. */
object CartLimits {
    const val MAX_QUANTITY_PER_ITEM = 20
    const val MAX_DISTINCT_ITEMS = 50
}

fun List<CartItem>.bySku(sku: String): CartItem? = firstOrNull { it.sku == sku }

fun List<CartItem>.itemCount(): Int = sumOf { it.quantity }
