package com.pawtrack.feed

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class FeedUiState(
    val walks: List<Walk> = emptyList(),
    val isLoading: Boolean = false,
    val isRefreshing: Boolean = false,
    val error: String? = null,
)

@HiltViewModel
class FeedViewModel @Inject constructor(
    private val repository: FeedRepository,
) : ViewModel() {

    private val _uiState = MutableStateFlow(FeedUiState(isLoading = true))
    val uiState: StateFlow<FeedUiState> = _uiState.asStateFlow()

    init {
        load()
    }

    private fun load() {
        viewModelScope.launch {
            _uiState.update { it.copy(isLoading = true, error = null) }
            runCatching { repository.recentWalks() }
                .onSuccess { walks -> _uiState.update { it.copy(walks = walks, isLoading = false) } }
                .onFailure { e -> _uiState.update { it.copy(isLoading = false, error = e.message) } }
        }
    }

    fun refresh() {
        val current = _uiState.value
        _uiState.value = current.copy(isRefreshing = true)
        viewModelScope.launch {
            val walks = runCatching { repository.recentWalks(forceNetwork = true) }.getOrNull()
            _uiState.value = current.copy(walks = walks ?: current.walks, isRefreshing = false)
        }
    }

    fun dismissError() {
        _uiState.update { it.copy(error = null) }
    }
}
