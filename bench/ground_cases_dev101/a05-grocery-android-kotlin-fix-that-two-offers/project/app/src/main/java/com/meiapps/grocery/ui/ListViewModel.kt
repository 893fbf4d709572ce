package com.meiapps.grocery.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.meiapps.grocery.data.Item
import com.meiapps.grocery.data.ItemRepository
import com.meiapps.grocery.util.ItemFormatter
import com.meiapps.grocery.util.QuantityParser
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class ListUiState(
    val items: List<Item> = emptyList(),
    val itemCount: Int = 0,
    val totalLabel: String = "",
    val nameInput: String = "",
    val quantityInput: String = "1",
)

class ListViewModel(
    private val repository: ItemRepository,
    private val formatter: ItemFormatter = ItemFormatter(),
) : ViewModel() {
    private val nameInput = MutableStateFlow("")
    private val quantityInput = MutableStateFlow("1")

    val state: StateFlow<ListUiState> =
        combine(repository.items, nameInput, quantityInput) { items, name, qty ->
            ListUiState(
                items = items.sortedWith(compareBy<Item> { it.checked }.thenBy { it.addedAt }),
                itemCount = items.size,
                totalLabel = formatter.formatPrice(items.mapNotNull { it.totalCents }.sum()),
                nameInput = name,
                quantityInput = qty,
            )
        }.stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), ListUiState())

    init {
        viewModelScope.launch { repository.load() }
    }

    fun onNameChange(value: String) {
        nameInput.value = value
    }

    fun onQuantityChange(value: String) {
        quantityInput.value = value
    }

    fun addItem() {
        val name = nameInput.value.trim()
        if (name.isEmpty()) return
        val quantity = QuantityParser.parse(quantityInput.value)
        viewModelScope.launch {
            repository.add(Item(name = name, quantity = quantity))
            nameInput.value = ""
            quantityInput.value = "1"
        }
    }

    fun toggle(item: Item) {
        viewModelScope.launch { repository.toggle(item.id) }
    }

    fun delete(item: Item) {
        viewModelScope.launch { repository.remove(item.id) }
    }

    fun clearChecked() {
        viewModelScope.launch { repository.clearChecked() }
    }
}
