package com.yunmu.notes.search

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.yunmu.notes.data.Note
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.FlowPreview
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.collectLatest
import kotlinx.coroutines.flow.debounce
import kotlinx.coroutines.flow.distinctUntilChanged
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.launch

@OptIn(FlowPreview::class)
class SearchViewModel(
    private val repo: SearchRepository,
    private val dispatcher: CoroutineDispatcher = Dispatchers.Default,
) : ViewModel() {

    private val query = MutableStateFlow("")
    private val _results = MutableStateFlow<List<Note>>(emptyList())
    val results: StateFlow<List<Note>> = _results.asStateFlow()

    init {
        viewModelScope.launch(dispatcher) {
            query
                .debounce(DEBOUNCE_MS)
                .filter { it.length >= MIN_QUERY_LENGTH }
                .distinctUntilChanged()
                .collectLatest { q -> _results.value = repo.search(q) }
        }
    }

    fun onQueryChanged(text: String) {
        query.value = text.trim()
    }

    companion object {
        const val DEBOUNCE_MS = 300L
        const val MIN_QUERY_LENGTH = 2
    }
}
