package com.xiaoman.shop.checkout

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.xiaoman.shop.util.PriceFormatter
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class CheckoutUiState(
    val items: List<CartLine> = emptyList(),
    val address: Address? = null,
    val couponCode: String? = null,
    val totalCents: Long = 0,
    val discountCents: Long = 0,
    val isSubmitting: Boolean = false,
    val error: String? = null,
    val placedOrderId: String? = null,
) {
    /** 例如 “-¥5.00”；没有优惠时为 null，页面上不显示这一行。 */
    val discountText: String?
        get() = if (discountCents > 0) "-" + PriceFormatter.format(discountCents) else null
}

class CheckoutViewModel(
    private val repository: OrderRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(CheckoutUiState())
    val state: StateFlow<CheckoutUiState> = _state.asStateFlow()

    fun load() {
        viewModelScope.launch {
            val cart = repository.loadCart()
            _state.update {
                it.copy(
                    items = cart.lines,
                    address = cart.defaultAddress,
                    totalCents = cart.totalCents,
                    discountCents = cart.discountCents,
                )
            }
        }
    }

    fun selectAddress(address: Address) {
        _state.update { it.copy(address = address, error = null) }
    }

    fun submit() {
        if (_state.value.isSubmitting) return
        viewModelScope.launch {
            val check = repository.validateCart(_state.value.items)
            _state.update { it.copy(isSubmitting = true, error = null) }
            if (!check.ok) {
                _state.update { it.copy(isSubmitting = false, error = check.message) }
                return@launch
            }
            val s = _state.value
            runCatching { repository.placeOrder(s.items, s.address!!, s.couponCode) }
                .onSuccess { id -> _state.update { it.copy(isSubmitting = false, placedOrderId = id) } }
                .onFailure { e -> _state.update { it.copy(isSubmitting = false, error = e.message ?: "下单失败") } }
        }
    }
}
