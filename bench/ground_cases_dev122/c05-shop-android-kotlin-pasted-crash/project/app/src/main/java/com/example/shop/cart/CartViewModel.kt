package com.example.shop.cart

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import java.math.BigDecimal

class CartViewModel(private val repo: CartRepository = CartRepository()) : ViewModel() {

    fun items(): List<CartItem> = repo.all()

    private val _total = MutableStateFlow(computeTotal())
    val total: StateFlow<BigDecimal> = _total.asStateFlow()

    private fun computeTotal(): BigDecimal = repo.all().fold(BigDecimal.ZERO) { acc, item -> acc + item.lineTotal }

    /** Badge text on the product page: how many of this product are already in the cart. */
    fun badgeFor(sku: String): String? {
        val count = repo.quantityOf(sku)
        return if (count > 0) "已加购 $count" else null
    }

    fun increment(sku: String) {
        repo.setQuantity(sku, repo.quantityOf(sku) + 1)
        _total.value = computeTotal()
    }

    fun decrement(sku: String) {
        repo.setQuantity(sku, repo.quantityOf(sku) - 1)
        _total.value = computeTotal()
    }
}
