package com.lanmao.shop.order

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.lanmao.shop.analytics.Tracker
import kotlinx.coroutines.launch

data class OrderItem(val skuId: String, val title: String, val qty: Int)

data class OrderDetail(
    val id: String,
    val status: String,
    val items: List<OrderItem>,
    val totalText: String,
)

interface OrderApi {
    suspend fun detail(id: String): OrderDetail
    suspend fun addToCart(skuId: String, qty: Int)
}

class OrderDetailViewModel(private val api: OrderApi) : ViewModel() {
    private val _order = MutableLiveData<OrderDetail?>()
    val order: LiveData<OrderDetail?> = _order

    private val _toast = MutableLiveData<String?>()
    val toast: LiveData<String?> = _toast

    fun load(id: String) {
        viewModelScope.launch {
            _order.value = api.detail(id)
        }
    }

    fun buyAgain() {
        val order = _order.value ?: return
        val items = order.items
        Tracker.track("order_buy_again", mapOf("order_id" to order.id, "item_count" to items.size))
        viewModelScope.launch {
            runCatching { items.forEach { api.addToCart(it.skuId, it.qty) } }
                .onSuccess { _toast.value = "已加入购物车" }
                .onFailure { _toast.value = "加入购物车失败，请重试" }
        }
    }
}
