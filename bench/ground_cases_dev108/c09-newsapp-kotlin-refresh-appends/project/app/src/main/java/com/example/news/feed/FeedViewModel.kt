package com.example.news.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class FeedState(
    val items: List<Article> = emptyList(),
    val loading: Boolean = false,
    val endReached: Boolean = false,
    val error: String? = null,
)

class FeedViewModel(private val repo: FeedRepository) : ViewModel() {

    private val _state = MutableStateFlow(FeedState())
    val state: StateFlow<FeedState> = _state.asStateFlow()

    private var page = 0

    init {
        load(reset = true)
    }

    fun refresh() {
        page = 0
        load(reset = true)
    }

    fun loadMore() {
        val s = _state.value
        if (s.loading || s.endReached) return
        load(reset = false)
    }

    private fun load(reset: Boolean) {
        viewModelScope.launch {
            _state.update { it.copy(loading = true, error = null) }
            runCatching { repo.fetch(page) }
                .onSuccess { items ->
                    _state.update { s ->
                        s.copy(loading = false, items = s.items + items, endReached = items.isEmpty())
                    }
                    page++
                }
                .onFailure { e ->
                    _state.update { it.copy(loading = false, error = e.message ?: "network error") }
                }
        }
    }
}
