package com.example.todo

import java.time.LocalDate

data class Todo(val id: Long, val title: String, val due: LocalDate?, val done: Boolean)

interface TodoDao {
    fun all(): List<Todo>
    fun upsert(todo: Todo)
    fun setDone(id: Long, done: Boolean)
}

class TodoRepository(private val dao: TodoDao) {

    fun list(): List<Todo> =
        dao.all().sortedWith(compareBy<Todo>({ it.due == null }, { it.due }, { it.id }))

    fun add(title: String, due: LocalDate?): Todo {
        val next = (dao.all().maxOfOrNull { it.id } ?: 0L) + 1
        val todo = Todo(next, title, due, done = false)
        dao.upsert(todo)
        return todo
    }

    fun setDone(id: Long, done: Boolean) = dao.setDone(id, done)

    fun overdue(today: LocalDate): List<Todo> =
        dao.all().filter { !it.done && it.due != null && it.due.isBefore(today) }
}
