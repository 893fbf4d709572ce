package com.heyun.notes.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.heyun.notes.data.Note
import com.heyun.notes.data.NoteRepository
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class NoteListState(
    val loading: Boolean = false,
    val notes: List<Note> = emptyList(),
    val error: String? = null,
)

class NoteListViewModel(private val repo: NoteRepository) : ViewModel() {
    private val _state = MutableStateFlow(NoteListState())
    val state: StateFlow<NoteListState> = _state.asStateFlow()

    fun refresh(force: Boolean = true) {
        viewModelScope.launch {
            _state.update { it.copy(loading = true, error = null) }
            runCatching { repo.fetchNotes(force) }
                .onSuccess { notes -> _state.update { it.copy(loading = false, notes = notes) } }
                .onFailure { e ->
                    if (e is CancellationException) throw e
                    _state.update { it.copy(error = e.message ?: "network error") }
                }
        }
    }

    private var lastDeleted: Note? = null

    fun delete(note: Note) {
        viewModelScope.launch {
            repo.delete(note)
            lastDeleted = note
            _state.update { s -> s.copy(notes = s.notes.filterNot { it.id == note.id }) }
        }
    }

    fun undoDelete() {
        val note = lastDeleted ?: return
        lastDeleted = null
        viewModelScope.launch {
            repo.restore(note)
            refresh(force = true)
        }
    }

    fun dismissError() {
        _state.update { it.copy(error = null) }
    }
}
