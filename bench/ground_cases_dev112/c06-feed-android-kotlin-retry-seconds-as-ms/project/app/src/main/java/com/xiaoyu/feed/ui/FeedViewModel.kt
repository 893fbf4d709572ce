package com.xiaoyu.feed.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.xiaoyu.feed.data.FeedRepository
import com.xiaoyu.feed.data.Post
import com.xiaoyu.feed.data.withRetry
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class FeedUiState(
    val posts: List<Post> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
)

class FeedViewModel(private val repo: FeedRepository) : ViewModel() {
    private val _state = MutableStateFlow(FeedUiState())
    val state: StateFlow<FeedUiState> = _state

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(loading = true, error = null) }
            runCatching { withRetry(shouldRetry = repo::isRetryable) { repo.refresh() } }
                .onSuccess { posts -> _state.update { it.copy(posts = posts, loading = false) } }
                .onFailure { e -> _state.update { it.copy(loading = false, error = e.message) } }
        }
    }

    fun loadMore() {
        if (!repo.hasMore() || _state.value.loading) return
        viewModelScope.launch {
            runCatching { repo.loadMore() }
                .onSuccess { posts -> _state.update { it.copy(posts = posts) } }
        }
    }
}
