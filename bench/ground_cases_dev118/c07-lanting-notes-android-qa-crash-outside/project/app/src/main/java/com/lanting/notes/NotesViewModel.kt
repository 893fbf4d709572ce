package com.lanting.notes

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.FlowPreview
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.debounce
import kotlinx.coroutines.flow.distinctUntilChanged
import kotlinx.coroutines.flow.drop
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

@OptIn(FlowPreview::class)
class NotesViewModel(private val repo: NoteRepository = NoteRepository()) : ViewModel() {
    private val _notes = MutableStateFlow<List<Note>>(emptyList())
    val notes: StateFlow<List<Note>> = _notes.asStateFlow()

    private var lastDeleted: Note? = null
    private val query = MutableStateFlow("")

    init {
        refresh()
        viewModelScope.launch {
            query.drop(1).debounce(300).distinctUntilChanged().collect { q ->
                _notes.value = repo.search(q)
            }
        }
    }

    fun refresh() = viewModelScope.launch {
        _notes.value = repo.all()
    }

    fun search(text: String) {
        query.value = text
    }

    fun delete(id: Long) = viewModelScope.launch {
        lastDeleted = repo.delete(id)
        _notes.value = repo.all()
    }

    fun undoDelete() = viewModelScope.launch {
        lastDeleted?.let { repo.restore(it) }
        lastDeleted = null
        _notes.value = repo.all()
    }
}

data class Note(val id: Long, val title: String, val body: String, val updatedAt: Long)

/** In-memory store for now; the Room version lands in 1.7. */
class NoteRepository {
    private val notes = mutableListOf(
        Note(1, "买菜", "鸡蛋 牛奶 青菜", 1_731_300_000_000),
        Note(2, "周会", "迭代回顾 + 排期", 1_731_400_000_000),
    )

    suspend fun all(): List<Note> = withContext(Dispatchers.IO) {
        notes.sortedByDescending { it.updatedAt }
    }

    suspend fun search(query: String): List<Note> = withContext(Dispatchers.IO) {
        val q = query.trim()
        if (q.isEmpty()) notes.sortedByDescending { it.updatedAt }
        else notes.filter { it.title.contains(q, ignoreCase = true) || it.body.contains(q, ignoreCase = true) }
    }

    suspend fun delete(id: Long): Note? = withContext(Dispatchers.IO) {
        val index = notes.indexOfFirst { it.id == id }
        if (index >= 0) notes.removeAt(index) else null
    }

    suspend fun restore(note: Note) = withContext(Dispatchers.IO) {
        notes.add(note)
    }
}
