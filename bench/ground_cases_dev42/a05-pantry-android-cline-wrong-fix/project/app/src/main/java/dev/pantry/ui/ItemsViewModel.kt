package dev.pantry.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import dev.pantry.data.Item
import dev.pantry.data.ItemRepository
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class ItemsUiState(
    val items: List<Item> = emptyList(),
    val refreshing: Boolean = false,
    val error: String? = null,
)

@HiltViewModel
class ItemsViewModel @Inject constructor(
    private val repo: ItemRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(ItemsUiState())
    val state: StateFlow<ItemsUiState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            _state.update { it.copy(items = repo.cached()) }
        }
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(refreshing = true, error = null) }
            runCatching { repo.sync() }
                .onSuccess { fresh -> _state.update { it.copy(items = it.items + fresh, refreshing = false) } }
                .onFailure { e -> _state.update { it.copy(refreshing = false, error = e.message ?: "sync failed") } }
        }
    }

    fun toggleLow(item: Item) {
        viewModelScope.launch {
            val updated = item.copy(low = !item.low, updatedAt = System.currentTimeMillis())
            _state.update { s -> s.copy(items = s.items.map { if (it.id == updated.id) updated else it }) }
            runCatching { repo.save(updated) }
                .onFailure { e -> _state.update { it.copy(error = e.message ?: "save failed") } }
        }
    }

    fun delete(item: Item) {
        _state.update { s -> s.copy(items = s.items.filterNot { it.id == item.id }) }
        viewModelScope.launch {
            runCatching { repo.delete(item) }
                .onFailure { e -> _state.update { it.copy(error = e.message ?: "delete failed") } }
        }
    }
}
