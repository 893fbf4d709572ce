package jp.example.tsumiki.cart

data class CartItem(
    val productId: String,
    val name: String,
    val unitPrice: Int,
    val quantity: Int,
) {
    val lineTotal: Int get() = unitPrice * quantity
}

data class CartState(
    val items: List<CartItem> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
) {
    val subtotal: Int get() = items.sumOf { it.lineTotal }
    val subtotalWithTax: Int get() = subtotal * 110 / 100
    val count: Int get() = items.sumOf { it.quantity }
    val isEmpty: Boolean get() = items.isEmpty()
}

interface CartRepository {
    suspend fun load(): List<CartItem>
    suspend fun save(items: List<CartItem>)
}

class InMemoryCartRepository : CartRepository {
    private var stored: List<CartItem> = emptyList()

    override suspend fun load(): List<CartItem> = stored

    override suspend fun save(items: List<CartItem>) {
        stored = items.toList()
    }
}
