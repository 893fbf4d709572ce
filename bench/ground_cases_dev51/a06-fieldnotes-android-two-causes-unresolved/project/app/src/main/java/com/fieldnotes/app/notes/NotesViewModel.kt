package com.fieldnotes.app.notes

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.fieldnotes.app.data.NotesRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import java.time.Instant

class NotesViewModel(
    private val repository: NotesRepository,
) : ViewModel() {

    private val _notes = MutableStateFlow<List<Note>>(emptyList())
    val notes: StateFlow<List<Note>> = _notes.asStateFlow()

    private val _refreshing = MutableStateFlow(false)
    val refreshing: StateFlow<Boolean> = _refreshing.asStateFlow()

    private val _error = MutableStateFlow<String?>(null)
    val error: StateFlow<String?> = _error.asStateFlow()

    private val _lastSynced = MutableStateFlow<Instant?>(null)
    val lastSynced: StateFlow<Instant?> = _lastSynced.asStateFlow()

    init {
        viewModelScope.launch {
            _notes.value = repository.localNotes()
            _lastSynced.value = repository.lastSyncedAt()
        }
    }

    fun refresh() {
        if (_refreshing.value) return
        viewModelScope.launch {
            _refreshing.value = true
            _notes.value = emptyList()
            try {
                repository.sync()
                _notes.value = repository.localNotes()
                _lastSynced.value = repository.lastSyncedAt()
                _error.value = null
            } catch (e: Exception) {
                _notes.value = repository.localNotes()
                _error.value = e.message ?: "Sync failed"
            } finally {
                _refreshing.value = false
            }
        }
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repository.delete(note.id)
            _notes.value = _notes.value.filterNot { it.id == note.id }
        }
    }
}
