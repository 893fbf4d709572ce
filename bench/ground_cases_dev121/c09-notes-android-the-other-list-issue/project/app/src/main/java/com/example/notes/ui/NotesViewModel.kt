package com.example.notes.ui

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.notes.data.Note
import com.example.notes.data.NoteRepository
import kotlinx.coroutines.launch

class NotesViewModel(private val repository: NoteRepository) : ViewModel() {

    private val _notes = MutableLiveData<List<Note>>(emptyList())
    val notes: LiveData<List<Note>> = _notes

    private val _loading = MutableLiveData(false)
    val loading: LiveData<Boolean> = _loading

    fun load() {
        viewModelScope.launch {
            _loading.value = true
            val notes = repository.all()
            _notes.value = notes.sortedByDescending { it.updatedAt }
            _loading.value = false
        }
    }

    fun titleOf(id: String): String? = _notes.value?.firstOrNull { it.id == id }?.title
}
