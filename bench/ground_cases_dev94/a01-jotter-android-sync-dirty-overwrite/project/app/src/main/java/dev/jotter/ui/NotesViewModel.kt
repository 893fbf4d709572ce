package dev.jotter.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import dev.jotter.JotterApp
import dev.jotter.data.NoteDao
import dev.jotter.data.NoteEntity
import dev.jotter.data.SyncRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import java.io.IOException

class NotesViewModel(
    private val dao: NoteDao,
    private val sync: SyncRepository,
) : ViewModel() {

    val notes: StateFlow<List<NoteEntity>> = dao.observeAll()
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    private val _message = MutableStateFlow<String?>(null)
    val message: StateFlow<String?> = _message.asStateFlow()

    private val _isRefreshing = MutableStateFlow(false)
    val isRefreshing: StateFlow<Boolean> = _isRefreshing.asStateFlow()

    fun refresh() {
        viewModelScope.launch {
            _isRefreshing.value = true
            try {
                sync.syncNow()
            } catch (e: IOException) {
                _message.value = "Couldn't reach the server"
            } finally {
                _isRefreshing.value = false
            }
        }
    }

    fun addNote(title: String, body: String) {
        viewModelScope.launch {
            dao.insert(NoteEntity(title = title, body = body, updatedAt = System.currentTimeMillis(), dirty = true))
        }
    }

    fun delete(note: NoteEntity) {
        viewModelScope.launch {
            dao.update(note.copy(deleted = true, dirty = true, updatedAt = System.currentTimeMillis()))
        }
    }

    fun messageShown() {
        _message.value = null
    }

    companion object {
        val Factory: ViewModelProvider.Factory = viewModelFactory {
            initializer {
                val app = this[ViewModelProvider.AndroidViewModelFactory.APPLICATION_KEY] as JotterApp
                NotesViewModel(app.container.noteDao, app.container.syncRepository)
            }
        }
    }
}
