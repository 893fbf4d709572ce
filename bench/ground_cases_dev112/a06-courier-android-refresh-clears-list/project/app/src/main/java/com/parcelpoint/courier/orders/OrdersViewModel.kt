package com.parcelpoint.courier.orders

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import javax.inject.Inject

data class OrdersUiState(
    val orders: List<Order> = emptyList(),
    val isLoading: Boolean = false,
    val isRefreshing: Boolean = false,
    val error: String? = null,
    val filter: OrderFilter = OrderFilter.TODAY,
)

@HiltViewModel
class OrdersViewModel @Inject constructor(
    private val repository: OrdersRepository,
) : ViewModel() {

    private val _uiState = MutableStateFlow(OrdersUiState())
    val uiState: StateFlow<OrdersUiState> = _uiState.asStateFlow()

    init {
        load()
    }

    fun load() {
        viewModelScope.launch {
            _uiState.update { it.copy(isLoading = true, error = null) }
            repository.fetchOrders(_uiState.value.filter)
                .onSuccess { orders -> _uiState.update { it.copy(orders = orders, isLoading = false) } }
                .onFailure { e -> _uiState.update { it.copy(isLoading = false, error = e.message) } }
        }
    }

    fun refresh() {
        val filter = _uiState.value.filter
        _uiState.value = OrdersUiState(isRefreshing = true, filter = filter)
        viewModelScope.launch {
            repository.fetchOrders(filter)
                .onSuccess { orders -> _uiState.update { it.copy(orders = orders, isRefreshing = false) } }
                .onFailure { e -> _uiState.update { it.copy(isRefreshing = false, error = e.message) } }
        }
    }

    fun errorShown() {
        _uiState.update { it.copy(error = null) }
    }

    fun setFilter(filter: OrderFilter) {
        if (filter == _uiState.value.filter) return
        _uiState.update { it.copy(filter = filter) }
        load()
    }
}
