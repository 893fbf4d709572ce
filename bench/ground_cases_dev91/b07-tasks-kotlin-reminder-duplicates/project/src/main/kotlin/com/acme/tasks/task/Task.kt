package com.acme.tasks.task

import com.acme.tasks.user.User
import jakarta.persistence.Entity
import jakarta.persistence.FetchType
import jakarta.persistence.Id
import jakarta.persistence.JoinTable
import jakarta.persistence.ManyToMany
import jakarta.persistence.Table
import java.time.LocalDate

@Entity
@Table(name = "tasks")
class Task(
    @Id val id: Long,
    val projectId: Long,
    var title: String,
    var dueDate: LocalDate?,
    var done: Boolean = false,
    var priority: Int = 0,
    @ManyToMany(fetch = FetchType.EAGER)
    @JoinTable(name = "task_assignees")
    val assignees: MutableSet<User> = mutableSetOf(),
)
