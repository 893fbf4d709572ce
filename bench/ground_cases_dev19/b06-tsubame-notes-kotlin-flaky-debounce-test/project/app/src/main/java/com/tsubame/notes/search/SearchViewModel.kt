package com.tsubame.notes.search

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.FlowPreview
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.debounce
import kotlinx.coroutines.flow.distinctUntilChanged
import kotlinx.coroutines.flow.mapLatest
import kotlinx.coroutines.flow.stateIn

@OptIn(FlowPreview::class, kotlinx.coroutines.ExperimentalCoroutinesApi::class)
class SearchViewModel(
    private val repository: NoteRepository,
) : ViewModel() {

    private val query = MutableStateFlow("")

    val results: StateFlow<List<Note>> = query
        .debounce(DEBOUNCE_MS)
        .distinctUntilChanged()
        .mapLatest { q -> if (q.isBlank()) emptyList() else repository.search(q.trim()) }
        .stateIn(viewModelScope, SharingStarted.Eagerly, emptyList())

    fun onQueryChanged(text: String) {
        query.value = text
    }

    fun clear() {
        query.value = ""
    }

    companion object {
        const val DEBOUNCE_MS = 300L
    }
}
