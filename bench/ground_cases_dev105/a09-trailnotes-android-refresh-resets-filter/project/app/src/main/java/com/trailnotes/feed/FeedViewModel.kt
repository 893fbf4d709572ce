package com.trailnotes.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class FeedUiState(
    val items: List<Post> = emptyList(),
    val filter: Filter = Filter.ALL,
    val loading: Boolean = false,
    val error: String? = null,
    val refreshing: Boolean = false,
)

class FeedViewModel(
    private val repo: FeedRepository,
    private val analytics: (String, Map<String, String>) -> Unit = { _, _ -> },
) : ViewModel() {

    private val _state = MutableStateFlow(FeedUiState())
    val state: StateFlow<FeedUiState> = _state.asStateFlow()

    init {
        load()
    }

    fun setFilter(filter: Filter) {
        if (filter == _state.value.filter) return
        _state.update { it.copy(filter = filter) }
        load()
    }

    fun refresh() {
        analytics("feed_refresh", mapOf("filter" to _state.value.filter.name.lowercase()))
        viewModelScope.launch {
            _state.value = FeedUiState(items = _state.value.items, refreshing = true)
            runCatching { repo.posts(_state.value.filter, forceNetwork = true) }
                .onSuccess { posts -> _state.update { it.copy(items = posts, refreshing = false) } }
                .onFailure { e -> _state.update { it.copy(refreshing = false, error = e.message) } }
        }
    }

    private fun load() {
        viewModelScope.launch {
            _state.update { it.copy(loading = true, error = null) }
            runCatching { repo.posts(_state.value.filter) }
                .onSuccess { posts -> _state.update { it.copy(items = posts, loading = false) } }
                .onFailure { e -> _state.update { it.copy(loading = false, error = e.message) } }
        }
    }
}
