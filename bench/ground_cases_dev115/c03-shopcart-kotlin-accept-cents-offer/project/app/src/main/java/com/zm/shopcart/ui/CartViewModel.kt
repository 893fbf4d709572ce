package com.zm.shopcart.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.zm.shopcart.data.CartRepository
import com.zm.shopcart.data.CartState
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class CartViewModel(private val repo: CartRepository) : ViewModel() {
    val cart: StateFlow<CartState> = repo.cart

    private val _loading = MutableStateFlow(false)
    val loading: StateFlow<Boolean> = _loading.asStateFlow()

    init {
        reload()
    }

    fun reload() {
        viewModelScope.launch {
            _loading.value = true
            try {
                repo.refresh()
            } finally {
                _loading.value = false
            }
        }
    }

    fun setQuantity(sku: String, quantity: Int) {
        repo.setQuantity(sku, quantity)
        viewModelScope.launch {
            repo.pushQuantity(sku, quantity)
        }
    }

    fun checkout() {
        // navigation is handled by the host activity
    }
}
