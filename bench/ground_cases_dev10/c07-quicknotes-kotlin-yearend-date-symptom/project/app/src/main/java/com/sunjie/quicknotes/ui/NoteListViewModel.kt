package com.sunjie.quicknotes.ui

import androidx.lifecycle.LiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.asLiveData
import androidx.lifecycle.viewModelScope
import com.sunjie.quicknotes.data.Note
import com.sunjie.quicknotes.data.NoteRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.launch
import javax.inject.Inject

@HiltViewModel
class NoteListViewModel @Inject constructor(
    private val repository: NoteRepository,
) : ViewModel() {

    val notes: LiveData<List<Note>> = repository.observeAll().asLiveData()

    private val byId = mutableMapOf<Long, LiveData<Note?>>()

    fun noteById(id: Long): LiveData<Note?> =
        byId.getOrPut(id) { repository.observe(id).asLiveData() }

    fun create(onCreated: (Long) -> Unit) {
        viewModelScope.launch { onCreated(repository.create()) }
    }

    fun save(id: Long, title: String, content: String) {
        val old = byId[id]?.value
        viewModelScope.launch { repository.update(id, title, content, old) }
    }

    fun togglePin(id: Long) {
        viewModelScope.launch { repository.togglePin(id) }
    }

    fun delete(id: Long) {
        viewModelScope.launch { repository.delete(id) }
    }
}
