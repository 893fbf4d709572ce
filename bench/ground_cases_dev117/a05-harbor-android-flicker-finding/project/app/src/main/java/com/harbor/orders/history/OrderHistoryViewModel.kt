package com.harbor.orders.history

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.launch

data class OrderRow(
    val id: Long,
    val number: String,
    val placedAtMillis: Long,
    val totalLabel: String,
    val status: String,
)

class OrderHistoryViewModel(
    private val repository: OrderRepository,
) : ViewModel() {

    private val _rows = MutableLiveData<List<OrderRow>>(emptyList())
    val rows: LiveData<List<OrderRow>> = _rows

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            val orders = repository.history()
            _rows.value = orders.map { it.toRow() }
        }
    }

    fun onNewOrder(order: Order) {
        _rows.value = listOf(order.toRow()) + _rows.value.orEmpty()
    }

    private fun Order.toRow() = OrderRow(
        id = id,
        number = "#$number",
        placedAtMillis = placedAt,
        totalLabel = "%.2f %s".format(totalCents / 100.0, currency),
        status = status.lowercase().replaceFirstChar { it.uppercase() },
    )
}
