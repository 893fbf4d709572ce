package com.example.todo.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.todo.data.Todo
import com.example.todo.data.TodoDao
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

class TodoViewModel(private val dao: TodoDao) : ViewModel() {

    val todos: StateFlow<List<Todo>> = dao.observeAll()
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    private val _message = MutableStateFlow<String?>(null)
    val message: StateFlow<String?> = _message.asStateFlow()

    fun add(title: String) {
        val trimmed = title.trim()
        if (trimmed.isEmpty()) return
        viewModelScope.launch { dao.insert(Todo(title = trimmed)) }
    }

    fun toggle(todo: Todo) {
        viewModelScope.launch { dao.update(todo.copy(done = !todo.done)) }
    }

    fun clearDone() {
        viewModelScope.launch {
            val n = dao.deleteDone()
            _message.value = "${n}件の完了済みを削除しました"
        }
    }

    fun messageShown() {
        _message.value = null
    }
}
