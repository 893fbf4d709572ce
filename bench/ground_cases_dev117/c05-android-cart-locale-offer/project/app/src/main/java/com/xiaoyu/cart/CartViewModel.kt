package com.xiaoyu.cart

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel

data class CartItem(val sku: String, val name: String, val unitPrice: Double, val quantity: Int)

class CartViewModel : ViewModel() {
    private val _items = MutableLiveData<List<CartItem>>(emptyList())
    val items: LiveData<List<CartItem>> = _items

    fun add(item: CartItem) {
        val current = _items.value.orEmpty()
        val existing = current.find { it.sku == item.sku }
        _items.value = if (existing == null) current + item
        else current.map { if (it.sku == item.sku) it.copy(quantity = it.quantity + item.quantity) else it }
    }

    fun changeQuantity(sku: String, delta: Int) {
        _items.value = _items.value.orEmpty()
            .map { if (it.sku == sku) it.copy(quantity = it.quantity + delta) else it }
            .filter { it.quantity > 0 }
    }

    fun totalText(): String {
        val totalFen = _items.value.orEmpty().sumOf { Math.round(it.unitPrice * 100) * it.quantity }
        return PriceFormatter.format(totalFen)
    }
}
