package com.tangkai.notes.ui

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.tangkai.notes.data.Note
import com.tangkai.notes.data.NoteRepository
import kotlinx.coroutines.launch

class NoteViewModel(private val repository: NoteRepository) : ViewModel() {

    /** The note a long-press asked to delete; the list shows a confirmation while it is set. */
    var pendingDelete by mutableStateOf<Note?>(null)
        private set

    var notes by mutableStateOf<List<Note>>(emptyList())
        private set

    var query by mutableStateOf("")
        private set

    val visibleNotes: List<Note>
        get() = if (query.isBlank()) notes else notes.filter {
            it.title.contains(query, ignoreCase = true) || it.body.contains(query, ignoreCase = true)
        }

    init {
        loadNotes()
    }

    private fun loadNotes() {
        viewModelScope.launch {
            notes = repository.getAll()
        }
    }

    fun onQueryChange(value: String) {
        query = value
    }

    fun save(id: Long?, title: String, body: String, onDone: () -> Unit) {
        viewModelScope.launch {
            repository.save(id, title.take(NoteRepository.TITLE_MAX), body.take(NoteRepository.BODY_MAX))
            loadNotes()
            onDone()
        }
    }

    fun togglePin(note: Note) {
        viewModelScope.launch {
            repository.togglePin(note)
            loadNotes()
        }
    }

    fun requestDelete(note: Note) {
        pendingDelete = note
    }

    fun cancelDelete() {
        pendingDelete = null
    }

    fun confirmDelete() {
        val note = pendingDelete ?: return
        pendingDelete = null
        viewModelScope.launch {
            repository.delete(note)
            notes = notes - note
        }
    }
}
