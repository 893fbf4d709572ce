package com.quicknote.app.ui.editor

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.createSavedStateHandle
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import com.quicknote.app.QuickNoteApp
import com.quicknote.app.data.Note
import com.quicknote.app.data.NoteRepository
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch
import java.util.UUID

class NoteEditorViewModel(
    savedState: SavedStateHandle,
    private val repo: NoteRepository,
) : ViewModel() {

    private val noteId: String = savedState.get<String>("noteId")?.takeIf { it != "new" } ?: UUID.randomUUID().toString()

    private val _initial = MutableStateFlow(Note(noteId, "", "", 0L))
    val initial: StateFlow<Note> = _initial

    val title: StateFlow<String> = savedState.getStateFlow("title", "")
    val body: StateFlow<String> = savedState.getStateFlow("body", "")
    private var autosave: Job? = null

    init {
        viewModelScope.launch {
            repo.load(noteId)?.let {
                _initial.value = it
                if (savedState.get<String>("title") == null) savedState["title"] = it.title
                if (savedState.get<String>("body") == null) savedState["body"] = it.body
            }
        }
    }

    fun onTitleChange(value: String) = edit("title", value)

    fun onBodyChange(value: String) = edit("body", value)

    private fun edit(key: String, value: String) {
        savedState[key] = value
        autosave?.cancel()
        autosave = viewModelScope.launch {
            delay(AUTOSAVE_DELAY_MS)
            repo.saveDraft(Note(noteId, title.value, body.value, 0L))
        }
    }

    fun save(title: String, body: String, onSaved: () -> Unit) {
        viewModelScope.launch {
            repo.save(Note(noteId, title.trim(), body, 0L))
            onSaved()
        }
    }

    fun discard(onDone: () -> Unit) {
        viewModelScope.launch {
            repo.discard(noteId)
            onDone()
        }
    }

    companion object {
        private const val AUTOSAVE_DELAY_MS = 1_500L

        val Factory: ViewModelProvider.Factory = viewModelFactory {
            initializer {
                val app = this[ViewModelProvider.AndroidViewModelFactory.APPLICATION_KEY] as QuickNoteApp
                NoteEditorViewModel(createSavedStateHandle(), app.repository)
            }
        }
    }
}
