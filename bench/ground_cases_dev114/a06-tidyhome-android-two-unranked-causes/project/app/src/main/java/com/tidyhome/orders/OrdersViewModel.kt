package com.tidyhome.orders

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.tidyhome.orders.data.Order
import com.tidyhome.orders.data.OrdersRepository
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

class OrdersViewModel(private val repository: OrdersRepository) : ViewModel() {

    private val _orders = MutableSharedFlow<List<Order>>()
    val orders: SharedFlow<List<Order>> = _orders

    private val _refreshing = MutableStateFlow(false)
    val refreshing: StateFlow<Boolean> = _refreshing

    init {
        load(force = false)
    }

    fun refresh() = load(force = true)

    private fun load(force: Boolean) {
        viewModelScope.launch {
            _refreshing.value = true
            _orders.emit(repository.fetchOrders(force))
            _refreshing.value = false
        }
    }
}
