package com.fieldkit.notes

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel

class NotesViewModel(private val repo: NotesRepository = NotesRepository.instance) : ViewModel() {
    private val _notes = MutableLiveData<List<Note>>(emptyList())
    val notes: LiveData<List<Note>> = _notes

    private val onRepoChanged: () -> Unit = { reload() }

    init {
        repo.addListener(onRepoChanged)
        reload()
    }

    private fun reload() {
        _notes.postValue(repo.all().sortedByDescending { it.updatedAt })
    }

    fun add(title: String, body: String) {
        repo.add(title, body)
    }

    fun delete(note: Note): Note? = repo.delete(note.id)

    fun restore(note: Note) = repo.restore(note)

    override fun onCleared() {
        repo.removeListener(onRepoChanged)
    }
}
