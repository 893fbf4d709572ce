package com.acme.notifier

import jakarta.mail.Message
import jakarta.mail.Session
import jakarta.mail.Transport
import jakarta.mail.internet.InternetAddress
import jakarta.mail.internet.MimeMessage
import kotlinx.serialization.Serializable
import java.util.Properties
import java.util.UUID
import java.util.concurrent.ConcurrentHashMap

@Serializable
data class Notification(val to: String, val subject: String, val body: String)

@Serializable
data class Receipt(val id: String, val status: String)

interface Mailer {
    fun send(n: Notification)
}

class SmtpMailer(private val session: Session, private val from: String) : Mailer {
    override fun send(n: Notification) {
        val message = MimeMessage(session).apply {
            setFrom(InternetAddress(from))
            setRecipients(Message.RecipientType.TO, InternetAddress.parse(n.to))
            subject = n.subject
            setText(n.body)
        }
        Transport.send(message)
    }
}

class NotificationService(private val mailer: Mailer) {
    private val receipts = ConcurrentHashMap<String, Receipt>()

    fun send(n: Notification): Receipt {
        val id = UUID.randomUUID().toString()
        val receipt = try {
            mailer.send(n)
            Receipt(id, "sent")
        } catch (e: Exception) {
            Receipt(id, "failed")
        }
        receipts[id] = receipt
        return receipt
    }

    fun status(id: String): Receipt? = receipts[id]

    companion object {
        fun fromEnv(): NotificationService {
            val props = Properties().apply {
                put("mail.smtp.host", System.getenv("SMTP_HOST") ?: "localhost")
                put("mail.smtp.port", System.getenv("SMTP_PORT") ?: "1025")
            }
            val from = System.getenv("MAIL_FROM") ?: "notifier@acme.test"
            return NotificationService(SmtpMailer(Session.getInstance(props), from))
        }
    }
}
