package com.freshmart.app.ui.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.freshmart.app.data.CartItem
import com.freshmart.app.data.CartStore
import com.freshmart.app.data.Product
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class CartViewModel(private val cartStore: CartStore) : ViewModel() {

    private val _items = MutableStateFlow<List<CartItem>>(emptyList())
    val items: StateFlow<List<CartItem>> = _items.asStateFlow()

    private val _totalCents = MutableStateFlow(0L)
    val totalCents: StateFlow<Long> = _totalCents.asStateFlow()

    init {
        viewModelScope.launch {
            val saved = cartStore.load()
            _items.value = saved
            recalculate(saved)
        }
    }

    fun addItem(product: Product, quantity: Int = 1) {
        val current = _items.value
        val existing = current.find { it.productId == product.id }
        val updated = if (existing != null) {
            current.map { if (it.productId == product.id) it.copy(quantity = it.quantity + quantity) else it }
        } else {
            current + CartItem(product.id, product.name, product.priceCents, quantity)
        }
        _items.value = updated
        recalculate(updated)
        persist(updated)
    }

    fun removeItem(productId: String) {
        val current = _items.value
        val updated = current.filterNot { it.productId == productId }
        _items.value = updated
        recalculate(current)
        persist(updated)
    }

    fun changeQuantity(productId: String, quantity: Int) {
        if (quantity <= 0) return removeItem(productId)
        val updated = _items.value.map { if (it.productId == productId) it.copy(quantity = quantity) else it }
        _items.value = updated
        recalculate(updated)
        persist(updated)
    }

    private fun recalculate(items: List<CartItem>) {
        _totalCents.value = items.sumOf { it.priceCents * it.quantity }
    }

    private fun persist(items: List<CartItem>) {
        viewModelScope.launch { cartStore.save(items) }
    }
}
