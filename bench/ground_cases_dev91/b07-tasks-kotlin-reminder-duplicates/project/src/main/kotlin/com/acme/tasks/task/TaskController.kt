package com.acme.tasks.task

import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RestController
import java.time.LocalDate

data class TaskResponse(
    val id: Long,
    val title: String,
    val dueDate: LocalDate?,
    val done: Boolean,
    val priority: Int,
    val assigneeIds: List<Long>,
)

@RestController
@RequestMapping("/projects/{projectId}/tasks")
class TaskController(private val tasks: TaskRepository) {

    @GetMapping
    fun list(@PathVariable projectId: Long): List<TaskResponse> =
        tasks.findAllByProjectIdOrderByIdAsc(projectId).map { it.toResponse() }

    private fun Task.toResponse() = TaskResponse(
        id = id,
        title = title,
        dueDate = dueDate,
        done = done,
        priority = priority,
        assigneeIds = assignees.map { it.id }.sorted(),
    )
}
