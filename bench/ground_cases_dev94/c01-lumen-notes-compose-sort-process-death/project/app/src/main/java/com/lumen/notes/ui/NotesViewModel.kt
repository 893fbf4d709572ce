package com.lumen.notes.ui

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.lumen.notes.data.Note
import com.lumen.notes.data.NoteRepository
import com.lumen.notes.data.SortOrder
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharedFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.flatMapLatest
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

data class NotesUiState(
    val notes: List<Note> = emptyList(),
    val query: String = "",
    val sortOrder: SortOrder = SortOrder.UPDATED_DESC,
    val loading: Boolean = true,
)

sealed interface NotesEvent {
    data class Deleted(val note: Note) : NotesEvent
}

@OptIn(ExperimentalCoroutinesApi::class)
@HiltViewModel
class NotesViewModel @Inject constructor(
    private val repository: NoteRepository,
    private val savedStateHandle: SavedStateHandle,
) : ViewModel() {

    private val query = savedStateHandle.getStateFlow(KEY_QUERY, "")
    private val sortOrder = MutableStateFlow(SortOrder.UPDATED_DESC)

    val uiState: StateFlow<NotesUiState> = combine(query, sortOrder) { q, s -> q to s }
        .flatMapLatest { (q, s) ->
            repository.observeNotes(q, s).map { notes ->
                NotesUiState(notes = notes, query = q, sortOrder = s, loading = false)
            }
        }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NotesUiState())

    private val _events = MutableSharedFlow<NotesEvent>(extraBufferCapacity = 1)
    val events: SharedFlow<NotesEvent> = _events.asSharedFlow()

    fun onQueryChange(value: String) {
        savedStateHandle[KEY_QUERY] = value
    }

    fun onSortChange(order: SortOrder) {
        sortOrder.value = order
    }

    fun togglePin(note: Note) {
        viewModelScope.launch { repository.setPinned(note.id, !note.pinned) }
    }

    fun delete(note: Note) {
        viewModelScope.launch {
            repository.delete(note.id)
            _events.emit(NotesEvent.Deleted(note))
        }
    }

    fun undoDelete(note: Note) {
        viewModelScope.launch { repository.restore(note) }
    }

    companion object {
        private const val KEY_QUERY = "query"
    }
}
