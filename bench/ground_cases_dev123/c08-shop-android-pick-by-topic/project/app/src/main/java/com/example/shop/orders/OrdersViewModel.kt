package com.example.shop.orders

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch

class OrdersViewModel(private val repo: OrdersRepository) : ViewModel() {

    private val _orders = MutableLiveData<List<Order>>(emptyList())
    val orders: LiveData<List<Order>> = _orders

    private val _error = MutableLiveData<String?>()
    val error: LiveData<String?> = _error

    private val _loading = MutableLiveData(false)
    val loading: LiveData<Boolean> = _loading

    fun refresh() {
        _loading.value = true
        viewModelScope.launch(Dispatchers.IO) {
            try {
                _orders.value = repo.fetchOrders()
                _error.postValue(null)
            } catch (e: Exception) {
                _error.postValue(e.message ?: "加载失败")
            } finally {
                _loading.postValue(false)
            }
        }
    }
}
