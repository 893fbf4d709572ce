package io.trailnote.app.notes

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import io.trailnote.app.data.Note
import io.trailnote.app.data.NotesRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class NotesUiState(
    val loading: Boolean = false,
    val notes: List<Note> = emptyList(),
    val error: String? = null,
    val query: String = "",
)

class NotesViewModel(private val repo: NotesRepository) : ViewModel() {

    private val _state = MutableStateFlow(NotesUiState())
    val state: StateFlow<NotesUiState> = _state.asStateFlow()

    fun refresh() {
        _state.update { it.copy(loading = true, error = null) }
        viewModelScope.launch {
            try {
                val notes = repo.fetchNotes()
                _state.update { it.copy(loading = false, notes = notes) }
            } catch (e: Exception) {
                _state.update { it.copy(error = e.message ?: "Something went wrong") }
            }
        }
    }

    fun onQueryChange(q: String) {
        _state.update { it.copy(query = q) }
    }

    fun visibleNotes(): List<Note> {
        val s = _state.value
        if (s.query.isBlank()) return s.notes
        return s.notes.filter { it.title.contains(s.query, ignoreCase = true) }
    }

    fun delete(id: Long) {
        viewModelScope.launch {
            repo.delete(id)
            _state.update { st -> st.copy(notes = st.notes.filterNot { it.id == id }) }
        }
    }
}
