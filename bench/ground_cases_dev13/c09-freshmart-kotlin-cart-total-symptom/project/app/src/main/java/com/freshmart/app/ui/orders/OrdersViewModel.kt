package com.freshmart.app.ui.orders

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.freshmart.app.data.Order
import com.freshmart.app.data.OrderRepository
import com.freshmart.app.data.OrderStatus
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class OrdersViewModel(private val repository: OrderRepository) : ViewModel() {

    sealed interface UiState {
        data object Loading : UiState
        data class Loaded(val orders: List<Order>) : UiState
        data class Error(val message: String) : UiState
    }

    private val _state = MutableStateFlow<UiState>(UiState.Loading)
    val state: StateFlow<UiState> = _state.asStateFlow()

    /** null = 全部. */
    private val _statusFilter = MutableStateFlow<OrderStatus?>(null)
    val statusFilter: StateFlow<OrderStatus?> = _statusFilter.asStateFlow()

    init {
        load(force = false)
    }

    fun setStatusFilter(status: OrderStatus?) {
        if (_statusFilter.value == status) return
        _statusFilter.value = status
        load(force = false)
    }

    fun load(force: Boolean) {
        viewModelScope.launch {
            _state.value = UiState.Loading
            _state.value = try {
                if (force) repository.refresh()
                UiState.Loaded(repository.ordersByStatus(_statusFilter.value))
            } catch (e: Exception) {
                UiState.Error(e.message ?: "加载失败")
            }
        }
    }
}
