package com.lanshan.shop.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class CartViewModel(private val repo: CartRepository) : ViewModel() {

    private val _state = MutableStateFlow(CartState(loading = true))
    val state: StateFlow<CartState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            repo.observe().collect { items ->
                _state.value = CartState(items = items.toMutableList())
            }
        }
    }

    /** Called after a successful checkout. */
    fun clearCart() {
        val ids = _state.value.items.map { it.productId }
        _state.value = CartState()
        viewModelScope.launch { ids.forEach { repo.remove(it) } }
    }

    fun addItem(item: CartItem) = updateItems { items ->
        val idx = items.indexOfFirst { it.productId == item.productId }
        if (idx >= 0) {
            val merged = (items[idx].quantity + item.quantity).coerceAtMost(CartLimits.MAX_PER_ITEM)
            items[idx] = items[idx].copy(quantity = merged)
        } else {
            items.add(item)
        }
    }

    fun increment(productId: Long) = updateItems { items ->
        val idx = items.indexOfFirst { it.productId == productId }
        if (idx < 0) return@updateItems
        val next = (items[idx].quantity + 1).coerceAtMost(CartLimits.MAX_PER_ITEM)
        items[idx] = items[idx].copy(quantity = next)
    }

    fun decrement(productId: Long) = updateItems { items ->
        val idx = items.indexOfFirst { it.productId == productId }
        if (idx < 0) return@updateItems
        val current = items[idx]
        if (current.quantity <= 1) {
            items.removeAt(idx)
        } else {
            items[idx] = current.copy(quantity = current.quantity - 1)
        }
    }

    /** Applies [block] to the cart and persists every item it touched. */
    private fun updateItems(block: (MutableList<CartItem>) -> Unit) {
        val items = _state.value.items
        val before = items.toList()
        block(items)
        _state.value = _state.value.copy(items = items)
        viewModelScope.launch {
            (before - items.toSet()).filter { old -> items.none { it.productId == old.productId } }
                .forEach { repo.remove(it.productId) }
            (items - before.toSet()).forEach { repo.save(it) }
        }
    }
}
