package com.xianguo.freshcart.cart

import androidx.lifecycle.ViewModel
import com.xianguo.freshcart.util.PriceFormatter
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class CartLine(val sku: String, val name: String, val unitCents: Long, val qty: Int)

data class CartUiState(
    val lines: List<CartLine> = emptyList(),
    val couponCents: Long = 0,
) {
    val subtotalCents: Long get() = lines.sumOf { it.unitCents * it.qty }
    val totalCents: Long get() = (subtotalCents - couponCents).coerceAtLeast(0)
}

class CartViewModel : ViewModel() {
    private val _state = MutableStateFlow(CartUiState())
    val state: StateFlow<CartUiState> = _state.asStateFlow()

    fun add(line: CartLine) = _state.update { s ->
        val existing = s.lines.find { it.sku == line.sku }
        if (existing == null) s.copy(lines = s.lines + line)
        else s.copy(lines = s.lines.map { if (it.sku == line.sku) it.copy(qty = it.qty + line.qty) else it })
    }

    fun remove(sku: String) = _state.update { s -> s.copy(lines = s.lines.filterNot { it.sku == sku }) }

    fun applyCoupon(cents: Long) = _state.update { it.copy(couponCents = cents) }

    fun lineText(line: CartLine): String = PriceFormatter.format(line.unitCents) + " × " + line.qty

    fun totalText(): String = "合计 " + PriceFormatter.format(_state.value.totalCents)
}
