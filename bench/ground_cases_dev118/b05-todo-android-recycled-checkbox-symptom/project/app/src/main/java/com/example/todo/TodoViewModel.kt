package com.example.todo

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import java.time.LocalDate

class TodoViewModel(private val repo: TodoRepository) : ViewModel() {

    private val _items = MutableLiveData<List<Todo>>(emptyList())
    val items: LiveData<List<Todo>> = _items

    fun refresh() {
        viewModelScope.launch(Dispatchers.IO) {
            _items.postValue(repo.list())
        }
    }

    fun toggleDone(todo: Todo, done: Boolean) {
        viewModelScope.launch(Dispatchers.IO) {
            repo.setDone(todo.id, done)
            _items.postValue(repo.list())
        }
    }

    fun add(title: String, due: LocalDate?) {
        viewModelScope.launch(Dispatchers.IO) {
            repo.add(title, due)
            _items.postValue(repo.list())
        }
    }
}
