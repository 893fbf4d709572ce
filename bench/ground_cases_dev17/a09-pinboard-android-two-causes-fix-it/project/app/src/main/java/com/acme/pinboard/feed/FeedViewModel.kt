package com.acme.pinboard.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.pinboard.data.FeedRepository
import com.acme.pinboard.data.Post
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

data class FeedState(
    val items: List<Post> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
    val endReached: Boolean = false,
)

@HiltViewModel
class FeedViewModel @Inject constructor(
    private val repository: FeedRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(FeedState())
    val state: StateFlow<FeedState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        _state.value = FeedState(loading = true)
        viewModelScope.launch {
            runCatching { repository.firstPage() }
                .onSuccess { page -> _state.value = FeedState(items = page.posts, endReached = page.next == null) }
                .onFailure { e -> _state.value = FeedState(error = e.message ?: "Could not load feed") }
        }
    }

    fun loadMore() {
        val current = _state.value
        if (current.loading || current.endReached) return
        _state.value = current.copy(loading = true)
        viewModelScope.launch {
            runCatching { repository.nextPage() }
                .onSuccess { page ->
                    _state.value = current.copy(
                        items = current.items + page.posts,
                        loading = false,
                        endReached = page.next == null,
                    )
                }
                .onFailure { e -> _state.value = current.copy(loading = false, error = e.message) }
        }
    }
}
