package cn.hekou.grocer.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

class CartViewModel(private val repo: CartRepository) : ViewModel() {

    private val _items = MutableStateFlow<List<CartItem>>(emptyList())
    val items: StateFlow<List<CartItem>> = _items.asStateFlow()

    private val _total = MutableStateFlow(0L)
    val total: StateFlow<Long> = _total.asStateFlow()

    val badgeCount: StateFlow<Int> =
        _items
            .map { list -> list.sumOf { it.quantity } }
            .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5000), 0)

    init {
        viewModelScope.launch {
            _items.value = repo.load()
            _total.value = sumCents(_items.value)
        }
    }

    fun add(item: CartItem) {
        _items.value = _items.value + item
        _total.value = sumCents(_items.value)
        viewModelScope.launch { repo.save(_items.value) }
    }

    fun removeItem(skuId: String) {
        _items.value = _items.value.filterNot { it.skuId == skuId }
        _total.value = sumCents(_items.value)
        viewModelScope.launch { repo.save(_items.value) }
    }

    private fun sumCents(list: List<CartItem>): Long = list.sumOf { it.priceCents * it.quantity }
}
