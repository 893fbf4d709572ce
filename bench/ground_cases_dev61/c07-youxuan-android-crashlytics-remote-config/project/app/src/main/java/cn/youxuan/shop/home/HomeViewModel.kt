package cn.youxuan.shop.home

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import cn.youxuan.shop.config.RemoteConfigRepo
import kotlinx.coroutines.launch

class HomeViewModel(
    private val config: RemoteConfigRepo = RemoteConfigRepo(),
) : ViewModel() {

    private val _layout = MutableLiveData<HomeLayout>()
    val layout: LiveData<HomeLayout> = _layout

    private val _flashSale = MutableLiveData(false)
    val flashSale: LiveData<Boolean> = _flashSale

    fun load() {
        viewModelScope.launch {
            runCatching { config.init() }
            _layout.value = config.homeSections()
            _flashSale.value = config.flashSaleEnabled()
        }
    }

    fun sectionCount(): Int = _layout.value?.sections?.size ?: 0

    fun hasFeed(): Boolean = _layout.value?.sections?.any { it.type == "feed" } == true

    fun bannerDeepLinks(): List<String> =
        _layout.value?.sections.orEmpty().filter { it.type == "banner" }.mapNotNull { it.deepLink }
}
