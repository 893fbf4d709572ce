package com.hinata.shop.cart

data class CartItem(
    val id: String,
    val name: String,
    val unitPrice: Int,
    var quantity: Int,
    val imageUrl: String? = null,
) {
    val subtotal: Int get() = unitPrice * quantity
}

data class CartState(
    val items: List<CartItem> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
    val couponCode: String = "",
    val couponError: String? = null,
) {
    val itemsTotal: Int get() = items.sumOf { it.subtotal }

    val shippingFee: Int
        get() = if (items.isEmpty() || itemsTotal >= FREE_SHIPPING_THRESHOLD) 0 else SHIPPING_FEE

    val total: Int get() = itemsTotal + shippingFee

    val itemCount: Int get() = items.sumOf { it.quantity }

    /** 送料無料まであといくらか。もう無料（または空）なら 0 */
    val amountToFreeShipping: Int
        get() = if (items.isEmpty()) 0 else (FREE_SHIPPING_THRESHOLD - itemsTotal).coerceAtLeast(0)

    companion object {
        const val FREE_SHIPPING_THRESHOLD = 5000
        const val SHIPPING_FEE = 550
    }
}
