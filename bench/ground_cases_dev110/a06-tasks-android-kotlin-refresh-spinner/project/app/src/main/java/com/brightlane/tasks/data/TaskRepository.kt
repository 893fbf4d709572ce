package com.brightlane.tasks.data

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.request.get
import io.ktor.client.request.patch
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class TaskRepository(
    private val client: HttpClient,
    private val baseUrl: String,
) {
    suspend fun loadTasks(): Result<List<Task>> = withContext(Dispatchers.IO) {
        runCatching { client.get("$baseUrl/tasks").body<List<Task>>() }
    }

    suspend fun setDone(id: String, done: Boolean): Result<Task> = withContext(Dispatchers.IO) {
        runCatching {
            client.patch("$baseUrl/tasks/$id") {
                contentType(ContentType.Application.Json)
                setBody(TaskPatch(done = done))
            }.body<Task>()
        }
    }

    suspend fun rename(id: String, title: String): Result<Task> = withContext(Dispatchers.IO) {
        runCatching {
            client.patch("$baseUrl/tasks/$id") {
                contentType(ContentType.Application.Json)
                setBody(TaskPatch(title = title.trim()))
            }.body<Task>()
        }
    }
}
