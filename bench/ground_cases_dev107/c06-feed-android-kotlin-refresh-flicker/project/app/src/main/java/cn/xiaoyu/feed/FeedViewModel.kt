package cn.xiaoyu.feed

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.launch

data class FeedState(
    val items: List<Post> = emptyList(),
    val loading: Boolean = false,
    val endReached: Boolean = false,
    val error: String? = null,
)

class FeedViewModel(private val repo: FeedRepository) : ViewModel() {

    private val _state = MutableLiveData(FeedState())
    val state: LiveData<FeedState> = _state
    private var page = 0

    fun refresh() {
        page = 0
        _state.value = FeedState(items = emptyList(), loading = true)
        load(reset = true)
    }

    fun loadMore() {
        val current = _state.value ?: return
        if (current.loading || current.endReached) return
        _state.value = current.copy(loading = true)
        load(reset = false)
    }

    private fun load(reset: Boolean) {
        viewModelScope.launch {
            runCatching { repo.fetch(page) }
                .onSuccess { posts ->
                    val old = if (reset) emptyList() else _state.value?.items.orEmpty()
                    page += 1
                    _state.value = FeedState(items = old + posts, endReached = posts.isEmpty())
                }
                .onFailure { e ->
                    _state.value = _state.value?.copy(loading = false, error = e.message)
                }
        }
    }
}
