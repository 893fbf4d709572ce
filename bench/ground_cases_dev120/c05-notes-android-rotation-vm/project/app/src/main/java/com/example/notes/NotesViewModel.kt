package com.example.notes

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

class NotesViewModel(private val repo: NotesRepository) : ViewModel() {

    private var all: List<Note> = emptyList()
    private var query: String = ""
    private val _notes = MutableStateFlow<List<Note>>(emptyList())
    val notes: StateFlow<List<Note>> = _notes.asStateFlow()

    fun load() {
        viewModelScope.launch {
            all = repo.allNotes()
            publish()
        }
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repo.delete(note)
            all = all.filterNot { it.id == note.id }
            publish()
        }
    }

    fun search(text: String) {
        query = text.trim()
        publish()
    }

    private fun publish() {
        _notes.value = if (query.isEmpty()) all else all.filter { it.title.contains(query, ignoreCase = true) }
    }
}
