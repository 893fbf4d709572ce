package com.xiaoshu.notes.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.xiaoshu.notes.data.Note
import com.xiaoshu.notes.data.NoteRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import javax.inject.Inject
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

enum class SortOrder { UPDATED_DESC, TITLE_ASC }

data class NoteListUiState(
    val notes: List<Note> = emptyList(),
    val loading: Boolean = false,
    val query: String = "",
    val sort: SortOrder = SortOrder.UPDATED_DESC,
    val undoNote: Note? = null,
)

@HiltViewModel
class NoteListViewModel @Inject constructor(
    private val repository: NoteRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(NoteListUiState())
    val state: StateFlow<NoteListUiState> = _state.asStateFlow()

    init {
        refresh()
    }

    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(loading = true, notes = emptyList()) }
            val notes = repository.list(_state.value.query).sortedFor(_state.value.sort)
            _state.update { it.copy(loading = false, notes = notes) }
        }
    }

    fun onQueryChanged(query: String) {
        _state.update { it.copy(query = query) }
        refresh()
    }

    fun onSortChanged(sort: SortOrder) {
        if (sort == _state.value.sort) return
        _state.update { it.copy(sort = sort, notes = it.notes.sortedFor(sort)) }
    }

    private fun List<Note>.sortedFor(sort: SortOrder): List<Note> = when (sort) {
        SortOrder.UPDATED_DESC -> sortedWith(compareByDescending<Note> { it.pinned }.thenByDescending { it.updatedAt })
        SortOrder.TITLE_ASC -> sortedWith(compareByDescending<Note> { it.pinned }.thenBy { it.title.lowercase() })
    }

    fun onPinToggled(note: Note) {
        viewModelScope.launch {
            repository.setPinned(note.id, !note.pinned)
            refresh()
        }
    }

    /** Swipe-to-delete: remove locally at once, move to trash unless the user taps undo. */
    fun onSwiped(position: Int) {
        val note = _state.value.notes[position]
        _state.update { s -> s.copy(notes = s.notes - note, undoNote = note) }
        viewModelScope.launch { repository.moveToTrash(note.id) }
    }

    fun onUndo() {
        val note = _state.value.undoNote ?: return
        viewModelScope.launch {
            repository.restore(note.id)
            _state.update { it.copy(undoNote = null) }
            refresh()
        }
    }

    fun onUndoDismissed() {
        _state.update { it.copy(undoNote = null) }
    }
}
