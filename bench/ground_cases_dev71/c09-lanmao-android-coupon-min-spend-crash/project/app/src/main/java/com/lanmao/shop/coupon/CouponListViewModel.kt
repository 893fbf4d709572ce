package com.lanmao.shop.coupon

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.launch

class CouponListViewModel(private val api: CouponApi) : ViewModel() {
    private val _coupons = MutableLiveData<List<CouponUi>>(emptyList())
    val coupons: LiveData<List<CouponUi>> = _coupons

    private val _error = MutableLiveData<String?>(null)
    val error: LiveData<String?> = _error

    fun load() {
        viewModelScope.launch {
            runCatching { api.mine() }
                .onSuccess { _coupons.value = CouponMapper.toUiList(it) }
                .onFailure { _error.value = "优惠券加载失败，请稍后重试" }
        }
    }
}

interface CouponApi {
    suspend fun mine(): List<CouponDto>
}
