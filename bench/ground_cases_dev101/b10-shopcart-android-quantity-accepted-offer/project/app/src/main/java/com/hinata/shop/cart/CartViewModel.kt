package com.hinata.shop.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class CartViewModel(private val repository: CartRepository) : ViewModel() {

    private val _state = MutableStateFlow(CartState(loading = true))
    val state: StateFlow<CartState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(loading = true, error = null) }
            runCatching { repository.load() }
                .onSuccess { items -> _state.update { it.copy(items = items, loading = false) } }
                .onFailure { e -> _state.update { it.copy(loading = false, error = e.message) } }
        }
    }

    fun onCouponChange(input: String) {
        val code = input.uppercase().filter { it.isLetterOrDigit() }.take(COUPON_LENGTH)
        _state.update { it.copy(couponCode = code, couponError = null) }
    }

    fun applyCoupon() {
        val code = _state.value.couponCode
        if (!COUPON_PATTERN.matches(code)) {
            _state.update { it.copy(couponError = "クーポンコードは英数字8桁です") }
            return
        }
        // TODO: repository.applyCoupon(code) ができたらここで呼ぶ
    }

    fun increment(id: String) = changeBy(id, +1)

    fun decrement(id: String) = changeBy(id, -1)

    private fun changeBy(id: String, delta: Int) {
        val current = _state.value.items.firstOrNull { it.id == id } ?: return
        updateQuantity(id, current.quantity + delta)
    }

    fun updateQuantity(id: String, quantity: Int) {
        if (quantity < 1) {
            remove(id)
            return
        }
        val clamped = quantity.coerceAtMost(MAX_QUANTITY)
        _state.update { state ->
            state.items.first { it.id == id }.quantity = clamped
            state
        }
        viewModelScope.launch { repository.saveQuantity(id, clamped) }
    }

    fun remove(id: String) {
        _state.update { state -> state.copy(items = state.items.filterNot { it.id == id }) }
        viewModelScope.launch { repository.remove(id) }
    }

    companion object {
        const val MAX_QUANTITY = 99
        const val COUPON_LENGTH = 8
        private val COUPON_PATTERN = Regex("^[A-Z0-9]{8}$")
    }
}
