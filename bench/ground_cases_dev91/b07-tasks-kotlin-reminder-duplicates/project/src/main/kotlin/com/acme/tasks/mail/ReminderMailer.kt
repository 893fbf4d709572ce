package com.acme.tasks.mail

import com.acme.tasks.task.Task
import com.acme.tasks.user.User
import org.springframework.mail.SimpleMailMessage
import org.springframework.mail.javamail.JavaMailSender
import org.springframework.stereotype.Component

@Component
class ReminderMailer(private val mailSender: JavaMailSender) {

    fun send(user: User, tasks: List<Task>) {
        val message = SimpleMailMessage().apply {
            setTo(user.email)
            subject = "[Tasks] 今日が期限のタスクが ${tasks.size} 件あります"
            text = buildString {
                appendLine("${user.displayName} さん")
                appendLine()
                tasks.forEach { appendLine("- ${it.title}") }
            }
        }
        mailSender.send(message)
    }
}
