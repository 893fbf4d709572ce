package com.acme.mailbox.data

import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class Message(
    val id: Long,
    val threadId: Long,
    val from: String,
    val subject: String,
    val read: Boolean,
    val muted: Boolean,
)

interface MessageApi {
    suspend fun fetchInbox(): List<Message>
    suspend fun markRead(id: Long)
}

class MessageRepository(private val api: MessageApi) {
    private val inbox = MutableStateFlow<List<Message>>(emptyList())

    fun observeInbox(): Flow<List<Message>> = inbox.asStateFlow()

    suspend fun refresh() {
        inbox.value = api.fetchInbox()
    }

    suspend fun markRead(id: Long) {
        inbox.update { list -> list.map { if (it.id == id) it.copy(read = true) else it } }
        api.markRead(id)
    }

    fun muteThread(threadId: Long) {
        inbox.update { list -> list.map { if (it.threadId == threadId) it.copy(muted = true) else it } }
    }
}
