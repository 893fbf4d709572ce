package dev.birdsong.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import java.io.IOException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class FeedState(
    val items: List<Sighting> = emptyList(),
    val nextPage: Int = 1,
    val isLoading: Boolean = false,
    val endReached: Boolean = false,
    val error: String? = null,
)

class FeedViewModel(private val repo: FeedRepository) : ViewModel() {

    private val _state = MutableStateFlow(FeedState())
    val state: StateFlow<FeedState> = _state.asStateFlow()

    init {
        loadMore()
    }

    fun refresh() {
        _state.value = FeedState(isLoading = true)
        viewModelScope.launch {
            try {
                val page = repo.fetchPage(1)
                _state.value = FeedState(items = page, nextPage = 2, endReached = repo.isLastPage(page))
            } catch (e: IOException) {
                _state.value = FeedState(error = e.message)
            }
        }
    }

    fun loadMore() {
        val current = _state.value
        if (current.isLoading || current.endReached) return
        _state.update { it.copy(isLoading = true, error = null) }
        viewModelScope.launch {
            try {
                val page = repo.fetchPage(current.nextPage)
                _state.update {
                    it.copy(
                        items = it.items + page,
                        nextPage = it.nextPage + 1,
                        isLoading = false,
                        endReached = repo.isLastPage(page),
                    )
                }
            } catch (e: IOException) {
                _state.update { it.copy(error = e.message) }
            }
        }
    }
}
