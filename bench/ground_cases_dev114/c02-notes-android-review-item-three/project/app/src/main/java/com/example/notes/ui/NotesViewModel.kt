package com.example.notes.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NoteRepository
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val loading: Boolean = false,
)

class NotesViewModel(private val repository: NoteRepository) : ViewModel() {

    val state = MutableStateFlow(NotesUiState())

    private var searchJob: Job? = null

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            state.value = state.value.copy(loading = true)
            val notes = repository.loadAll()
            state.value = state.value.copy(notes = sortForDisplay(notes), loading = false)
        }
    }

    fun onQueryChange(query: String) {
        state.value = state.value.copy(query = query)
        searchJob?.cancel()
        searchJob = viewModelScope.launch {
            delay(250)
            val found = if (query.isBlank()) repository.loadAll() else repository.search(query)
            state.value = state.value.copy(notes = sortForDisplay(found))
        }
    }

    fun togglePin(note: Note) {
        viewModelScope.launch {
            repository.save(note.copy(pinned = !note.pinned, updatedAt = System.currentTimeMillis()))
            refresh()
        }
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repository.delete(note)
            state.value = state.value.copy(notes = state.value.notes.filterNot { it.id == note.id })
        }
    }

    // pinned notes first, then the most recently edited ones
    private fun sortForDisplay(notes: List<Note>): List<Note> =
        notes.sortedWith(compareByDescending<Note> { it.pinned }.thenBy { it.updatedAt })
}
