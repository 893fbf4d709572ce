package cn.youxuan.shop.checkout

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch

class CheckoutViewModel : ViewModel() {
    private val _total = MutableLiveData(0L)
    val total: LiveData<Long> = _total

    private val _submitting = MutableLiveData(false)
    val submitting: LiveData<Boolean> = _submitting

    fun setTotal(cents: Long) {
        _total.value = cents
    }

    fun submit() {
        if (_submitting.value == true) return
        _submitting.value = true
        viewModelScope.launch {
            try {
                delay(300) // payment SDK call goes here
            } finally {
                _submitting.value = false
            }
        }
    }
}
