package com.shopfast.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class CartUiState(
    val items: List<CartItem> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
) {
    val totalCents: Long get() = items.sumOf { it.lineTotalCents }
}

class CartViewModel(private val repository: CartRepository) : ViewModel() {
    private val _state = MutableStateFlow(CartUiState())
    val state: StateFlow<CartUiState> = _state.asStateFlow()

    fun load() {
        _state.update { it.copy(loading = true, error = null) }
        viewModelScope.launch {
            runCatching { repository.fetchCart() }
                .onSuccess { items -> _state.update { it.copy(items = items, loading = false) } }
                .onFailure { e -> _state.update { it.copy(loading = false, error = e.message) } }
        }
    }

    fun increment(sku: String) = changeQuantity(sku, +1)

    fun decrement(sku: String) = changeQuantity(sku, -1)

    private fun changeQuantity(sku: String, delta: Int) {
        _state.update { state ->
            state.copy(items = state.items.map { item ->
                val next = item.quantity + delta
                if (item.sku == sku && next >= 0 && next <= CartLimits.MAX_QUANTITY_PER_ITEM) {
                    item.copy(quantity = next)
                } else {
                    item
                }
            })
        }
        val quantity = _state.value.items.bySku(sku)?.quantity ?: return
        viewModelScope.launch { repository.setQuantity(sku, quantity) }
    }

    fun remove(sku: String) {
        _state.update { state -> state.copy(items = state.items.filterNot { it.sku == sku }) }
        viewModelScope.launch { repository.removeItem(sku) }
    }

    fun formattedTotal(): String {
        val total = _state.value.totalCents
        return "$%d.%02d".format(total / 100, total % 100)
    }
}
