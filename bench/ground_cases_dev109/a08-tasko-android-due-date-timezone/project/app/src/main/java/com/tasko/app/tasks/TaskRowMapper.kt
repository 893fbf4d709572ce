package com.tasko.app.tasks

import java.util.Calendar

data class Task(
    val id: Long,
    val title: String,
    val dueDate: String?,
    val done: Boolean,
    val assignee: String?,
)

data class TaskRow(
    val id: Long,
    val title: String,
    val dueLabel: String,
    val assigneeInitials: String,
    val done: Boolean,
    val overdue: Boolean = false,
)

object TaskRowMapper {

    fun initials(name: String?): String =
        name.orEmpty()
            .split(' ', '-')
            .filter { it.isNotBlank() }
            .take(2)
            .joinToString("") { it.first().uppercase() }

    fun isOverdue(task: Task, now: Calendar = Calendar.getInstance()): Boolean {
        if (task.done) return false
        val due = DueDateFormatter.parse(task.dueDate) ?: return false
        return due.before(DueDateFormatter.startOfToday(now))
    }

    fun map(task: Task, now: Calendar = Calendar.getInstance()): TaskRow =
        TaskRow(
            id = task.id,
            title = task.title,
            dueLabel = DueDateFormatter.label(task.dueDate),
            assigneeInitials = initials(task.assignee),
            done = task.done,
            overdue = isOverdue(task, now),
        )
}
