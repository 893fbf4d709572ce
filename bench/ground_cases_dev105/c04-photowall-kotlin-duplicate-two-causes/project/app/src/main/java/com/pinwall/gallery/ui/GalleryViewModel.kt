package com.pinwall.gallery.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.pinwall.gallery.data.PhotoDto
import com.pinwall.gallery.data.PhotoRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

data class GalleryState(
    val photos: List<PhotoDto> = emptyList(),
    val refreshing: Boolean = false,
    val error: String? = null,
) {
    val isEmpty: Boolean
        get() = !refreshing && error == null && photos.isEmpty()
}

class GalleryViewModel(private val repo: PhotoRepository) : ViewModel() {

    private val _state = MutableStateFlow(GalleryState())
    val state: StateFlow<GalleryState> = _state.asStateFlow()

    init {
        onRefresh()
    }

    fun onRefresh() {
        _state.value = _state.value.copy(refreshing = true, error = null)
        viewModelScope.launch {
            runCatching { repo.refresh() }
                .onSuccess { _state.value = GalleryState(photos = it) }
                .onFailure { _state.value = _state.value.copy(refreshing = false, error = it.message) }
        }
    }

    fun onScrolledToEnd() {
        viewModelScope.launch {
            runCatching { repo.loadMore() }
                .onSuccess { _state.value = _state.value.copy(photos = it) }
        }
    }
}
