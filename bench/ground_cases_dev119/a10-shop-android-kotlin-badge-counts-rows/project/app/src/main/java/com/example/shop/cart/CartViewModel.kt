package com.example.shop.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn

class CartViewModel : ViewModel() {

    private val _items = MutableStateFlow<List<CartItem>>(emptyList())
    val items: StateFlow<List<CartItem>> = _items.asStateFlow()

    /** Number shown on the cart badge in the top bar. */
    val badgeCount: StateFlow<Int> = _items
        .map { it.size }
        .stateIn(viewModelScope, SharingStarted.Eagerly, 0)

    val totalCents: StateFlow<Long> = _items
        .map { list -> list.sumOf { it.lineTotalCents } }
        .stateIn(viewModelScope, SharingStarted.Eagerly, 0L)

    fun add(product: Product) {
        val current = _items.value
        val existing = current.find { it.productId == product.id }
        _items.value = if (existing == null) {
            current + CartItem(product.id, product.name, product.priceCents, quantity = 1)
        } else {
            current.map { if (it.productId == product.id) it.copy(quantity = it.quantity + 1) else it }
        }
    }

    /** Sets the quantity of one row; 0 or less removes it. */
    fun setQuantity(productId: String, quantity: Int) {
        if (quantity <= 0) {
            remove(productId)
            return
        }
        _items.value = _items.value.map { if (it.productId == productId) it.copy(quantity = quantity) else it }
    }

    fun remove(productId: String) {
        _items.value = _items.value.filterNot { it.productId == productId }
    }
}
