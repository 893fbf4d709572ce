package jp.example.inbox

import java.time.Instant

data class Message(
    val id: Long,
    val sender: String,
    val subject: String,
    val preview: String,
    val receivedAt: Instant,
    val read: Boolean,
)
