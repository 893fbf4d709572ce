package cn.hexa.shop.orders

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import cn.hexa.shop.api.ShopApi
import kotlinx.coroutines.launch

sealed interface OrdersState {
    data object Loading : OrdersState
    data class Loaded(val orders: List<Order>) : OrdersState
    data class Failed(val message: String) : OrdersState
}

class OrderListViewModel(private val api: ShopApi) : ViewModel() {

    private val _state = MutableLiveData<OrdersState>()
    val state: LiveData<OrdersState> = _state

    fun load(force: Boolean = false) {
        if (!force && _state.value is OrdersState.Loaded) return
        _state.value = OrdersState.Loading
        viewModelScope.launch {
            _state.value = try {
                OrdersState.Loaded(api.orders(page = 1).items)
            } catch (e: Exception) {
                OrdersState.Failed(e.message ?: "network error")
            }
        }
    }
}
