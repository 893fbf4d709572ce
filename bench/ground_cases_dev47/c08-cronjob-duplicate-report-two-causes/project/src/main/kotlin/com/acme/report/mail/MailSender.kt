package com.acme.report.mail

import jakarta.mail.Message
import jakarta.mail.MessagingException
import jakarta.mail.Session
import jakarta.mail.Transport
import jakarta.mail.internet.InternetAddress
import jakarta.mail.internet.MimeMessage
import org.slf4j.LoggerFactory
import java.net.SocketTimeoutException
import java.util.Properties

class MailSender(private val cfg: SmtpConfig) {
    private val log = LoggerFactory.getLogger(MailSender::class.java)

    private val session: Session = Session.getInstance(Properties().apply {
        put("mail.smtp.host", cfg.host)
        put("mail.smtp.port", cfg.port.toString())
        put("mail.smtp.auth", "true")
        put("mail.smtp.starttls.enable", "true")
        put("mail.smtp.timeout", "10000")
        put("mail.smtp.writetimeout", "10000")
    })

    fun send(to: List<String>, subject: String, html: String, maxAttempts: Int = 3) {
        val msg = MimeMessage(session).apply {
            setFrom(InternetAddress(cfg.from))
            setRecipients(Message.RecipientType.TO, to.joinToString(","))
            setSubject(subject, "UTF-8")
            setContent(html, "text/html; charset=UTF-8")
        }
        var attempt = 1
        while (true) {
            try {
                Transport.send(msg, cfg.user, cfg.password)
                log.info("report mail sent to {} recipients (attempt {})", to.size, attempt)
                return
            } catch (e: MessagingException) {
                val timeout = e.cause is SocketTimeoutException
                if (!timeout || attempt >= maxAttempts) throw e
                log.warn("smtp timeout on attempt {}, retrying", attempt)
                attempt++
                Thread.sleep(5_000L * attempt)
            }
        }
    }
}
