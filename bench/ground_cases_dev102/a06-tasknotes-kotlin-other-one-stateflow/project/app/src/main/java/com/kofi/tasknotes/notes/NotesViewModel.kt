package com.kofi.tasknotes.notes

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

data class Note(val id: Long, val title: String, val done: Boolean = false)

data class NotesState(
    val notes: List<Note> = emptyList(),
    val loading: Boolean = false,
    val showDone: Boolean = true,
)

class NotesViewModel(private val repo: NotesRepository) : ViewModel() {
    private val _state = MutableStateFlow(NotesState(loading = true))
    val state: StateFlow<NotesState> = _state.asStateFlow()

    private val working = mutableListOf<Note>()

    init {
        viewModelScope.launch {
            working.addAll(repo.load())
            _state.value = NotesState(notes = working, loading = false)
        }
    }

    fun toggleDone(id: Long) {
        val i = working.indexOfFirst { it.id == id }
        if (i < 0) return
        working[i] = working[i].copy(done = !working[i].done)
        _state.value = _state.value.copy(notes = working)
        viewModelScope.launch { repo.save(working[i]) }
    }

    fun setShowDone(show: Boolean) {
        _state.value = _state.value.copy(showDone = show)
    }

    fun visible(state: NotesState): List<Note> =
        if (state.showDone) state.notes else state.notes.filterNot { it.done }
}
