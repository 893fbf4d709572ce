package com.pebble.digest

import org.springframework.mail.SimpleMailMessage
import org.springframework.mail.javamail.JavaMailSender
import org.springframework.stereotype.Component

@Component
class DigestMailer(private val sender: JavaMailSender) {
    fun send(user: User, news: List<FeedItem>) {
        val body = buildString {
            appendLine("Here's what happened since yesterday:")
            appendLine()
            news.take(20).forEach { appendLine("- ${it.title}\n  ${it.url}") }
            if (news.size > 20) appendLine("\n…and ${news.size - 20} more in the app.")
        }
        sender.send(SimpleMailMessage().apply {
            setTo(user.email)
            subject = "Your Pebble digest"
            text = body
        })
    }
}
