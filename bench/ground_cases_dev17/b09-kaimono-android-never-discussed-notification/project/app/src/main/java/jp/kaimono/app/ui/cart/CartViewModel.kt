package jp.kaimono.app.ui.cart

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import jp.kaimono.app.data.CartItem
import jp.kaimono.app.data.CartRepository
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class CartUiState(
    val items: List<CartItem> = emptyList(),
    val total: Int = 0,
) {
    val isEmpty: Boolean get() = items.isEmpty()
}

@HiltViewModel
class CartViewModel @Inject constructor(
    private val repository: CartRepository,
) : ViewModel() {

    val uiState: StateFlow<CartUiState> = repository.items
        .map { items -> CartUiState(items, items.sumOf { it.price * it.quantity }) }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), CartUiState())

    fun updateQuantity(productId: String, quantity: Int) {
        viewModelScope.launch {
            if (quantity <= 0) {
                repository.remove(productId)
            } else {
                repository.setQuantity(productId, quantity)
            }
        }
    }

    fun remove(productId: String) {
        viewModelScope.launch { repository.remove(productId) }
    }

    fun clear() {
        viewModelScope.launch { repository.clear() }
    }
}
