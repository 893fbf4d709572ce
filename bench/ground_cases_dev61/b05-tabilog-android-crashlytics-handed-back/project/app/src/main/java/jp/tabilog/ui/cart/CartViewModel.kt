package jp.tabilog.ui.cart

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import jp.tabilog.data.CartItem
import jp.tabilog.data.CartRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch

class CartViewModel(private val repo: CartRepository = CartRepository.instance) : ViewModel() {

    private val _items = MutableLiveData<MutableList<CartItem>>(mutableListOf())
    val items: LiveData<out List<CartItem>> = _items

    val totalYen: Int
        get() = _items.value.orEmpty().sumOf { it.priceYen }

    fun load() {
        viewModelScope.launch {
            _items.value = repo.fetch().toMutableList()
        }
    }

    fun removeItem(index: Int) {
        val current = _items.value ?: return
        val removed = current.removeAt(index)
        _items.value = current
        viewModelScope.launch(Dispatchers.IO) { repo.remove(removed.id) }
    }

    fun clear() {
        _items.value = mutableListOf()
        viewModelScope.launch(Dispatchers.IO) { repo.clear() }
    }
}
