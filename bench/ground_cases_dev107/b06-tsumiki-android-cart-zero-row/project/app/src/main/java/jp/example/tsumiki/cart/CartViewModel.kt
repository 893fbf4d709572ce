package jp.example.tsumiki.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

@HiltViewModel
class CartViewModel @Inject constructor(
    private val repository: CartRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(CartState(loading = true))
    val state: StateFlow<CartState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            _state.value = CartState(items = repository.load())
        }
    }

    private fun updateItems(transform: (List<CartItem>) -> List<CartItem>) {
        _state.update { it.copy(items = transform(it.items)) }
        persist()
    }

    fun increment(productId: String) = updateItems { items ->
        items.map { if (it.productId == productId) it.copy(quantity = it.quantity + 1) else it }
    }

    fun decrement(productId: String) = updateItems { items ->
        items.map { if (it.productId == productId) it.copy(quantity = it.quantity - 1) else it }
            .filterNot { it.quantity < 0 }
    }

    fun clear() = updateItems { emptyList() }

    private fun persist() {
        viewModelScope.launch { repository.save(_state.value.items) }
    }
}
