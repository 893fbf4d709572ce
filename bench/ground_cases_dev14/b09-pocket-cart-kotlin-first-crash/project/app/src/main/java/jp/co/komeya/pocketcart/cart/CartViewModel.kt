package jp.co.komeya.pocketcart.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import jp.co.komeya.pocketcart.data.CartItem
import jp.co.komeya.pocketcart.data.CartRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import javax.inject.Inject

data class CartTotals(val subtotal: Long, val tax: Long, val total: Long)

@HiltViewModel
class CartViewModel @Inject constructor(
    private val repository: CartRepository,
) : ViewModel() {

    private val _items = MutableStateFlow<List<CartItem>>(emptyList())
    val items: StateFlow<List<CartItem>> = _items.asStateFlow()

    init {
        viewModelScope.launch {
            _items.value = repository.load()
        }
    }

    fun totals(items: List<CartItem> = _items.value): CartTotals {
        val subtotal = items.sumOf { it.unitPrice * it.quantity }
        val tax = items.sumOf { it.unitPrice * it.quantity * it.taxRatePercent / 100 }
        return CartTotals(subtotal, tax, subtotal + tax)
    }

    fun changeQuantity(sku: String, quantity: Int) {
        if (quantity <= 0) {
            _items.value = _items.value.filterNot { it.sku == sku }
        } else {
            _items.value = _items.value.map { if (it.sku == sku) it.copy(quantity = quantity) else it }
        }
        viewModelScope.launch { repository.save(_items.value) }
    }

    fun removeItem(position: Int) {
        val item = _items.value[position]
        _items.value = _items.value - item
        viewModelScope.launch { repository.save(_items.value) }
    }
}
