package com.example.memo.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.memo.data.Note
import com.example.memo.data.NoteRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableSharedFlow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asSharedFlow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import javax.inject.Inject

data class NoteListState(val notes: List<Note> = emptyList(), val refreshing: Boolean = false)

sealed interface NoteListEvent {
    data object SyncFailed : NoteListEvent
}

@HiltViewModel
class NoteListViewModel @Inject constructor(
    private val repository: NoteRepository,
) : ViewModel() {

    private val refreshing = MutableStateFlow(false)
    private val _events = MutableSharedFlow<NoteListEvent>()
    val events = _events.asSharedFlow()

    val state: StateFlow<NoteListState> =
        combine(repository.observeNotes(), refreshing) { notes, busy -> NoteListState(notes, busy) }
            .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), NoteListState())

    init {
        refresh()
    }

    fun togglePin(note: Note) {
        viewModelScope.launch { repository.togglePinned(note.id) }
    }

    fun refresh() {
        if (refreshing.value) return
        viewModelScope.launch {
            refreshing.value = true
            try {
                repository.sync()
            } catch (e: Exception) {
                _events.emit(NoteListEvent.SyncFailed)
            } finally {
                refreshing.value = false
            }
        }
    }
}
