package com.nkode.pantry.ui.list

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import com.nkode.pantry.data.Item
import com.nkode.pantry.data.ItemRepository
import com.nkode.pantry.data.ListFilter
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class ShoppingListViewModel(application: Application) : AndroidViewModel(application) {

    private val repo = ItemRepository.get(application)

    /** Items the user swiped away but can still undo; they are deleted for good later. */
    private val hidden = MutableStateFlow<Set<Long>>(emptySet())

    fun items(filter: ListFilter): Flow<List<Item>> =
        combine(repo.observeItems(), hidden) { items, hiddenIds ->
            items.filter { it.id !in hiddenIds && filter.accepts(it) }
                .sortedWith(compareBy<Item> { it.checked }.thenBy { it.position })
        }

    fun add(name: String) {
        val trimmed = name.trim()
        if (trimmed.isEmpty()) return
        viewModelScope.launch { repo.add(trimmed) }
    }

    fun toggleChecked(item: Item) {
        viewModelScope.launch { repo.setChecked(item.id, !item.checked) }
    }

    fun hide(id: Long) {
        hidden.update { it + id }
    }

    fun unhide(id: Long) {
        hidden.update { it - id }
    }

    fun deleteForGood(id: Long) {
        viewModelScope.launch {
            repo.delete(id)
            hidden.update { it - id }
        }
    }

    fun clearChecked() {
        viewModelScope.launch { repo.deleteChecked() }
    }
}
