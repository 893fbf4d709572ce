package com.lihao.quicknote.ui.edit

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.lihao.quicknote.data.NoteRepository
import kotlinx.coroutines.launch

class EditNoteViewModel(
    private val repo: NoteRepository,
    private val savedState: SavedStateHandle,
) : ViewModel() {

    private val noteId: String = checkNotNull(savedState["noteId"]) { "noteId nav argument missing" }

    var title by mutableStateOf("")
        private set
    var body by mutableStateOf("")
        private set

    init {
        load()
    }

    private fun load() {
        viewModelScope.launch {
            val note = repo.get(noteId) ?: return@launch
            title = note.title
            body = note.body
        }
    }

    fun onTitleChange(value: String) {
        title = value
    }

    fun onBodyChange(value: String) {
        body = value
    }

    fun save(onDone: () -> Unit) {
        viewModelScope.launch {
            repo.saveLocal(noteId, title, body)
            onDone()
        }
    }
}
