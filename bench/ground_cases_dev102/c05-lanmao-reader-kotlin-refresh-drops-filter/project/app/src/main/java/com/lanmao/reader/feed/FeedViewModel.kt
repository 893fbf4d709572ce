package com.lanmao.reader.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

data class FeedState(
    val items: List<Article> = emptyList(),
    val filter: Topic = Topic.ALL,
    val loading: Boolean = false,
    val error: String? = null,
)

@HiltViewModel
class FeedViewModel @Inject constructor(
    private val repo: FeedRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(FeedState())
    val state: StateFlow<FeedState> = _state

    fun selectFilter(topic: Topic) {
        _state.value = _state.value.copy(filter = topic, loading = true)
        viewModelScope.launch {
            val items = repo.load(topic)
            _state.value = _state.value.copy(items = items, loading = false)
        }
    }

    fun refresh() {
        val topic = _state.value.filter
        _state.value = _state.value.copy(loading = true, error = null)
        viewModelScope.launch {
            runCatching { repo.load(topic, force = true) }
                .onSuccess { items -> _state.value = FeedState(items = items) }
                .onFailure { e -> _state.value = _state.value.copy(loading = false, error = e.message) }
        }
    }

    fun retry() = selectFilter(_state.value.filter)
}
