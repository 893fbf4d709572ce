package com.brightlane.tasks.data

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

@Serializable
data class Task(
    val id: String,
    val title: String,
    val done: Boolean = false,
    @SerialName("due_date") val dueDate: String? = null,
    val priority: Int = 0,
)

@Serializable
data class TaskPatch(
    val done: Boolean? = null,
    val title: String? = null,
)

/** What the tasks screen renders. */
data class TasksUiState(
    val tasks: List<Task> = emptyList(),
    val loading: Boolean = false,
    val error: String? = null,
    val filterDone: Boolean = false,
    val refreshing: Boolean = false,
) {
    val visible: List<Task>
        get() = if (filterDone) tasks.filter { !it.done } else tasks

    val isEmpty: Boolean
        get() = !loading && error == null && tasks.isEmpty()
}
