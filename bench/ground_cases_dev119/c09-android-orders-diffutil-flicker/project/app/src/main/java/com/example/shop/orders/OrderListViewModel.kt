package com.example.shop.orders

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

class OrderListViewModel(
    private val repository: OrderRepository,
) : ViewModel() {

    private val _orders = MutableLiveData<List<Order>>(emptyList())
    val orders: LiveData<List<Order>> = _orders

    private val _error = MutableLiveData<String?>(null)
    val error: LiveData<String?> = _error

    private var polling: Job? = null

    fun startPolling(intervalMs: Long = 15_000) {
        if (polling?.isActive == true) return
        polling = viewModelScope.launch {
            while (isActive) {
                refresh()
                delay(intervalMs)
            }
        }
    }

    fun stopPolling() {
        polling?.cancel()
    }

    suspend fun refresh() {
        try {
            val fresh = withContext(Dispatchers.IO) { repository.fetchOrders() }
            _orders.value = fresh
            _error.value = null
        } catch (e: Exception) {
            _error.value = "加载失败：${e.message}"
        }
    }
}
