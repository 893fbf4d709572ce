package com.acme.tasks.task

import org.springframework.data.jpa.repository.JpaRepository
import java.time.LocalDate

interface TaskRepository : JpaRepository<Task, Long> {
    fun findAllByProjectIdOrderByIdAsc(projectId: Long): List<Task>

    fun findAllByDueDateAndDoneFalse(dueDate: LocalDate): List<Task>
}
