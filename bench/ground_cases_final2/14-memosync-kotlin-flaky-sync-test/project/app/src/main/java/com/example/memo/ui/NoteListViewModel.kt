package com.example.memo.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.memo.data.Note
import com.example.memo.data.NoteRepository
import com.example.memo.data.SyncRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.launch

class NoteListViewModel(
    private val notes: NoteRepository,
    private val sync: SyncRepository,
) : ViewModel() {
    private val _items = MutableStateFlow<List<Note>>(emptyList())
    val items: StateFlow<List<Note>> = _items
    val syncState = sync.state

    fun refresh() {
        sync.syncNow()
        viewModelScope.launch { _items.value = notes.notes() }
    }
}
