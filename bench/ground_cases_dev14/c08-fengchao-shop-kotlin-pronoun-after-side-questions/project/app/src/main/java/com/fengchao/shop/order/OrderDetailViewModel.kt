package com.fengchao.shop.order

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface DetailState {
    data object Loading : DetailState
    data class Loaded(val order: OrderDetail) : DetailState
    data class Failed(val message: String) : DetailState
}

/**
 * Shared by OrderDetailFragment and RefundSheet (activity scope), so the refund
 * sheet sees the same order without loading it again.
 */
class OrderDetailViewModel(private val repo: OrderRepository) : ViewModel() {

    private val _state = MutableStateFlow<DetailState>(DetailState.Loading)
    val state: StateFlow<DetailState> = _state.asStateFlow()

    private var loadedId: String? = null

    fun load(orderId: String, force: Boolean = false) {
        if (loadedId != null && !force) return
        loadedId = orderId
        _state.value = DetailState.Loading
        viewModelScope.launch {
            _state.value = runCatching { repo.detail(orderId, refresh = force) }
                .fold({ DetailState.Loaded(it) }, { DetailState.Failed(it.message ?: "加载失败") })
        }
    }

    fun refresh() {
        loadedId?.let { load(it, force = true) }
    }

    fun confirmReceipt() {
        val current = (_state.value as? DetailState.Loaded)?.order ?: return
        viewModelScope.launch {
            runCatching { repo.confirmReceipt(current.id) }
                .onSuccess { _state.value = DetailState.Loaded(it) }
                .onFailure { _state.value = DetailState.Failed(it.message ?: "确认收货失败") }
        }
    }
}
