package jp.tabilog.data

data class CartItem(val id: String, val title: String, val dateLabel: String, val priceYen: Int)

class CartRepository(private val api: TabiApi) {

    suspend fun fetch(): List<CartItem> = api.cart().items.map {
        CartItem(id = it.id, title = it.planTitle, dateLabel = it.dateLabel, priceYen = it.price)
    }

    suspend fun remove(id: String) {
        api.removeFromCart(id)
    }

    suspend fun clear() {
        api.clearCart()
    }

    companion object {
        val instance: CartRepository by lazy { CartRepository(TabiApi.create()) }
    }
}
