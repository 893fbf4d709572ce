package jp.kaimono.app.data

import javax.inject.Inject
import javax.inject.Singleton
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class CartItem(
    val productId: String,
    val name: String,
    val price: Int,
    val quantity: Int,
)

@Singleton
class CartRepository @Inject constructor() {

    private val _items = MutableStateFlow<List<CartItem>>(emptyList())
    val items: StateFlow<List<CartItem>> = _items.asStateFlow()

    fun add(item: CartItem) {
        _items.update { list ->
            val existing = list.find { it.productId == item.productId }
            if (existing == null) list + item
            else list.map { if (it.productId == item.productId) it.copy(quantity = it.quantity + item.quantity) else it }
        }
    }

    suspend fun setQuantity(productId: String, quantity: Int) {
        _items.update { list ->
            list.map { if (it.productId == productId) it.copy(quantity = quantity) else it }
        }
    }

    suspend fun remove(productId: String) {
        _items.update { list -> list.filterNot { it.productId == productId } }
    }

    suspend fun clear() {
        _items.value = emptyList()
    }
}
