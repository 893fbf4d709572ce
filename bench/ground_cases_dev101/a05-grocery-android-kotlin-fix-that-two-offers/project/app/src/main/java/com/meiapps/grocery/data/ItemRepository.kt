package com.meiapps.grocery.data

import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

interface ItemStore {
    suspend fun readAll(): List<Item>
    suspend fun writeAll(items: List<Item>)
}

/** Single source of truth for the list; every change is persisted through [store]. */
class ItemRepository(private val store: ItemStore) {
    private val _items = MutableStateFlow<List<Item>>(emptyList())
    val items: StateFlow<List<Item>> = _items.asStateFlow()

    suspend fun load() {
        _items.value = store.readAll()
    }

    suspend fun add(item: Item) = update { it + item }

    suspend fun remove(id: String) = update { list -> list.filterNot { it.id == id } }

    suspend fun toggle(id: String) = update { list ->
        list.map { if (it.id == id) it.toggled() else it }
    }

    suspend fun clearChecked() = update { list -> list.filterNot { it.checked } }

    private suspend fun update(transform: (List<Item>) -> List<Item>) {
        val next = transform(_items.value)
        _items.value = next
        store.writeAll(next)
    }
}
