package jp.tsumugi.notes.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import jp.tsumugi.notes.data.NoteDto
import jp.tsumugi.notes.data.NotesRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<NoteDto> = emptyList(),
    val page: Int = 0,
    val error: String? = null,
    val isLoading: Boolean = false,
)

class NotesViewModel(private val repo: NotesRepository) : ViewModel() {
    private val _state = MutableStateFlow(NotesUiState())
    val state: StateFlow<NotesUiState> = _state

    init {
        loadNext()
    }

    fun loadNext() {
        if (_state.value.isLoading) return
        val next = _state.value.page + 1
        _state.value = _state.value.copy(isLoading = true)
        viewModelScope.launch {
            runCatching { repo.loadPage(next) }
                .onSuccess { items ->
                    _state.value = _state.value.copy(
                        notes = _state.value.notes + items, page = next, error = null, isLoading = false,
                    )
                }
                .onFailure { e -> _state.value = _state.value.copy(error = e.message, isLoading = false) }
        }
    }
}
