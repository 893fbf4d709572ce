package com.example.reserve.mail

import com.example.reserve.events.ReservationConfirmed
import org.slf4j.LoggerFactory
import org.springframework.beans.factory.annotation.Value
import org.springframework.mail.MailException
import org.springframework.mail.javamail.JavaMailSender
import org.springframework.mail.javamail.MimeMessageHelper
import org.springframework.retry.annotation.Backoff
import org.springframework.retry.annotation.Retryable
import org.springframework.retry.support.RetrySynchronizationManager
import org.springframework.stereotype.Component
import java.time.format.DateTimeFormatter

@Component
class ConfirmationMailer(
    private val mailSender: JavaMailSender,
    @Value("\${reserve.mail.from}") private val from: String,
) {
    private val log = LoggerFactory.getLogger(javaClass)
    private val when_ = DateTimeFormatter.ofPattern("M月d日(E) HH:mm")

    @Retryable(retryFor = [MailException::class], maxAttempts = 3, backoff = Backoff(delay = 2000))
    fun sendConfirmation(event: ReservationConfirmed) {
        val message = mailSender.createMimeMessage()
        MimeMessageHelper(message, false, "UTF-8").apply {
            setFrom(from)
            setTo(event.email)
            setSubject("【ご予約確定】${event.startsAt.format(when_)}")
            setText(
                """
                ${event.name} 様

                ご予約が確定しました。
                日時: ${event.startsAt.format(when_)}
                予約番号: ${event.reservationId}
                """.trimIndent(),
            )
        }
        val attempt = RetrySynchronizationManager.getContext()?.retryCount ?: 0
        mailSender.send(message)
        log.warn("sent confirmation reservation={} attempt={}", event.reservationId, attempt + 1)
    }
}
