package com.hinata.shop.cart

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

interface CartApi {
    suspend fun getCart(): List<CartItemDto>
    suspend fun putQuantity(itemId: String, quantity: Int)
    suspend fun deleteItem(itemId: String)
}

data class CartItemDto(val id: String, val name: String, val price: Int, val quantity: Int, val image: String?)

open class CartRepository(private val api: CartApi) {

    open suspend fun load(): List<CartItem> = withContext(Dispatchers.IO) {
        api.getCart().map { CartItem(it.id, it.name, it.price, it.quantity, it.image) }
    }

    open suspend fun saveQuantity(id: String, quantity: Int) = withContext(Dispatchers.IO) {
        api.putQuantity(id, quantity)
    }

    open suspend fun remove(id: String) = withContext(Dispatchers.IO) {
        api.deleteItem(id)
    }

    open suspend fun clear(ids: List<String>) = withContext(Dispatchers.IO) {
        ids.forEach { api.deleteItem(it) }
    }

    private fun CartItem.toDto() = CartItemDto(id, name, unitPrice, quantity, imageUrl)
}
