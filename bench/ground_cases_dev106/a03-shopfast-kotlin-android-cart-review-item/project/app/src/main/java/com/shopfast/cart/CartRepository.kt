package com.shopfast.cart

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

interface CartApi {
    suspend fun getCart(): List<CartItem>
    suspend fun putQuantity(sku: String, quantity: Int)
    suspend fun deleteItem(sku: String)
}

/**
 * Talks to the cart API. A quantity of 0 is rejected by the server with 422;
 * removing a row must go through [removeItem].
 */
class CartRepository(private val api: CartApi) {

    suspend fun fetchCart(): List<CartItem> = withContext(Dispatchers.IO) {
        api.getCart()
    }

    suspend fun setQuantity(sku: String, quantity: Int) = withContext(Dispatchers.IO) {
        api.putQuantity(sku, quantity)
    }

    suspend fun removeItem(sku: String) = withContext(Dispatchers.IO) {
        api.deleteItem(sku)
    }

    suspend fun clear(items: List<CartItem>) = withContext(Dispatchers.IO) {
        items.forEach { api.deleteItem(it.sku) }
    }
}
