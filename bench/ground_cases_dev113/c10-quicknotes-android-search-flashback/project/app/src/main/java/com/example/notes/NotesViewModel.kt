package com.example.notes

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class NotesViewModel(private val repo: NoteRepository) : ViewModel() {

    private val _state = MutableStateFlow(NotesUiState())
    val state: StateFlow<NotesUiState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(loading = true) }
            val notes = repo.search(_state.value.query)
            _state.update { it.copy(notes = notes, loading = false) }
        }
    }

    fun onQueryChange(query: String) {
        _state.update { it.copy(query = query) }
        viewModelScope.launch {
            delay(SEARCH_DEBOUNCE_MS)
            val result = repo.search(query)
            _state.update { it.copy(notes = result) }
        }
    }

    fun toggleDone(note: Note) {
        viewModelScope.launch {
            repo.toggleDone(note)
            refresh()
        }
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repo.delete(note.id)
            refresh()
        }
    }

    companion object {
        const val SEARCH_DEBOUNCE_MS = 300L
    }
}
