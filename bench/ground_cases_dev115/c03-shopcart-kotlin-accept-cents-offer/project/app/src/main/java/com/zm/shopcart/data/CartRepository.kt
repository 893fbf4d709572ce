package com.zm.shopcart.data

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class CartItem(
    val sku: String,
    val title: String,
    val unitPrice: Float,
    val quantity: Int,
)

data class CartState(
    val items: List<CartItem> = emptyList(),
    val totalPrice: Float = 0f,
)

interface CartApi {
    suspend fun fetchCart(): List<CartLineDto>
    suspend fun updateQuantity(sku: String, qty: Int)
}

data class CartLineDto(val sku: String, val title: String, val price: Float, val qty: Int)

class CartRepository(private val api: CartApi) {
    private val state = MutableStateFlow(CartState())
    val cart: StateFlow<CartState> = state.asStateFlow()

    suspend fun refresh() {
        val items = api.fetchCart().map { CartItem(it.sku, it.title, it.price, it.qty) }
        state.value = CartState(items, total(items))
    }

    fun setQuantity(sku: String, quantity: Int) {
        state.update { s ->
            val items = s.items.mapNotNull { item ->
                when {
                    item.sku != sku -> item
                    quantity <= 0 -> null
                    else -> item.copy(quantity = quantity)
                }
            }
            s.copy(items = items, totalPrice = total(items))
        }
    }

    suspend fun pushQuantity(sku: String, quantity: Int) {
        api.updateQuantity(sku, quantity)
    }

    private fun total(items: List<CartItem>): Float {
        var sum = 0f
        for (item in items) {
            sum += item.unitPrice * item.quantity
        }
        return sum
    }
}
