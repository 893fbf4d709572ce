package jp.tsumiki.shop.data

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

class ProductRepository(private val api: ProductApi) {

    private val _items = MutableStateFlow<List<ProductDto>>(emptyList())
    val items: StateFlow<List<ProductDto>> = _items.asStateFlow()

    private var cursor: String? = null
    private var category: String? = null

    suspend fun refresh(newCategory: String?) {
        category = newCategory
        val page = api.list(category = newCategory)
        cursor = page.nextCursor
        _items.value = page.items
    }

    suspend fun loadMore(): Boolean {
        val next = cursor ?: return false
        val page = api.list(category = category, cursor = next)
        cursor = page.nextCursor
        _items.value = _items.value + page.items
        return cursor != null
    }

    fun find(id: String): ProductDto? = _items.value.firstOrNull { it.id == id }

    fun clear() {
        _items.value = emptyList()
        cursor = null
    }
}
