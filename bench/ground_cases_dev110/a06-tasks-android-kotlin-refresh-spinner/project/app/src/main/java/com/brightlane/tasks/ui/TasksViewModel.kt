package com.brightlane.tasks.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.brightlane.tasks.data.TaskRepository
import com.brightlane.tasks.data.TasksUiState
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

class TasksViewModel(private val repo: TaskRepository) : ViewModel() {

    private val _state = MutableStateFlow(TasksUiState(loading = true))
    val state: StateFlow<TasksUiState> = _state.asStateFlow()

    init {
        load()
    }

    fun load() {
        _state.update { it.copy(loading = true, error = null) }
        viewModelScope.launch {
            repo.loadTasks()
                .onSuccess { tasks -> _state.update { it.copy(tasks = tasks, loading = false) } }
                .onFailure { e -> _state.update { it.copy(error = e.message ?: "Could not load tasks", loading = false) } }
        }
    }

    fun refresh() {
        _state.update { it.copy(refreshing = true, error = null) }
        viewModelScope.launch {
            repo.loadTasks()
                .onSuccess { tasks -> _state.update { it.copy(tasks = tasks, refreshing = false) } }
                .onFailure { e -> _state.update { it.copy(error = e.message ?: "Could not refresh") } }
        }
    }

    fun toggleDone(id: String) {
        val task = _state.value.tasks.firstOrNull { it.id == id } ?: return
        viewModelScope.launch {
            repo.setDone(id, !task.done).onSuccess { updated ->
                _state.update { s -> s.copy(tasks = s.tasks.map { if (it.id == id) updated else it }) }
            }
        }
    }

    fun setFilterDone(hideDone: Boolean) {
        _state.update { it.copy(filterDone = hideDone) }
    }
}
