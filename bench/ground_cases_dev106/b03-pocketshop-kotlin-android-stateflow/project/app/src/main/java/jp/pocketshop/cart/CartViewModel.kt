package jp.pocketshop.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn

class CartViewModel : ViewModel() {

    private val _items = MutableStateFlow(mutableListOf<CartItem>())
    val items: StateFlow<List<CartItem>> = _items.asStateFlow()

    val total: StateFlow<Long> = _items
        .map { list -> list.sumOf { it.subtotal } }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), 0L)

    fun addItem(item: CartItem) {
        val existing = _items.value.firstOrNull { it.productId == item.productId }
        if (existing != null) {
            changeQuantity(item.productId, item.quantity)
            return
        }
        _items.value = (_items.value + item).toMutableList()
    }

    fun changeQuantity(productId: Long, delta: Int) {
        val index = _items.value.indexOfFirst { it.productId == productId }
        if (index < 0) return
        val current = _items.value[index]
        val newQty = (current.quantity + delta).coerceIn(1, MAX_QUANTITY)
        _items.value[index] = current.copy(quantity = newQty)
    }

    fun removeItem(productId: Long) {
        _items.value = _items.value.filterNot { it.productId == productId }.toMutableList()
    }

    companion object {
        const val MAX_QUANTITY = 20
    }
}
