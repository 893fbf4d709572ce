package com.example.habits.data

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class Entry(
    val id: Long,
    val habitId: Long,
    val doneAt: Long, // epoch millis
    val memo: String? = null,
)

interface EntryRepository {
    val entries: Flow<List<Entry>>
    suspend fun add(habitId: Long, doneAt: Long, memo: String? = null)
    suspend fun delete(id: Long)
}

class InMemoryEntryRepository : EntryRepository {
    private val state = MutableStateFlow<List<Entry>>(emptyList())
    private var nextId = 1L

    override val entries: Flow<List<Entry>> = state.asStateFlow()

    override suspend fun add(habitId: Long, doneAt: Long, memo: String?) {
        state.update { it + Entry(nextId++, habitId, doneAt, memo) }
    }

    override suspend fun delete(id: Long) {
        state.update { list -> list.filterNot { it.id == id } }
    }
}
