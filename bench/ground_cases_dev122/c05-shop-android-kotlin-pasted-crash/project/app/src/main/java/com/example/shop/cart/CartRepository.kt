package com.example.shop.cart

/** In-memory cart for the current session; persisted by CartStore on pause. */
class CartRepository {

    private val items = mutableListOf<CartItem>()
    private val bySku = HashMap<String, CartItem>()

    fun all(): List<CartItem> = items.toList()

    fun add(item: CartItem) {
        val existing = items.indexOfFirst { it.sku == item.sku }
        if (existing >= 0) {
            val merged = items[existing].copy(quantity = (items[existing].quantity + item.quantity).coerceAtMost(MAX_QTY))
            items[existing] = merged
            bySku[merged.sku] = merged
        } else {
            val capped = item.copy(quantity = item.quantity.coerceAtMost(MAX_QTY))
            items.add(capped)
            bySku[capped.sku] = capped
        }
    }

    fun setQuantity(sku: String, quantity: Int) {
        val index = items.indexOfFirst { it.sku == sku }
        if (index < 0) return
        if (quantity <= 0) {
            items.removeAt(index)
            bySku.remove(sku)
        } else {
            items[index] = items[index].copy(quantity = quantity.coerceAtMost(MAX_QTY))
            bySku[sku] = items[index]
        }
    }

    fun remove(sku: String) {
        items.removeAll { it.sku == sku }
        bySku.remove(sku)
    }

    fun quantityOf(sku: String): Int = bySku[sku]!!.quantity

    companion object {
        const val MAX_QTY = 99
    }
}
