package jp.otayori.digest

import jp.otayori.notification.NotificationRepository
import jp.otayori.preference.PreferenceService
import org.springframework.beans.factory.annotation.Value
import org.springframework.context.MessageSource
import org.springframework.mail.javamail.JavaMailSender
import org.springframework.mail.javamail.MimeMessageHelper
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import org.thymeleaf.TemplateEngine
import org.thymeleaf.context.Context
import java.time.Clock
import java.time.Duration
import java.util.Locale

@Service
class DigestService(
    private val notifications: NotificationRepository,
    private val preferences: PreferenceService,
    private val mail: JavaMailSender,
    private val templates: TemplateEngine,
    private val messages: MessageSource,
    private val clock: Clock,
    @Value("\${otayori.digest.max-items}") private val maxItems: Int,
    @Value("\${otayori.digest.from}") private val from: String,
) {
    @Transactional
    fun sendTo(member: Member): Boolean {
        if (!preferences.isDigestEnabled(member.id)) return false
        val now = clock.instant()
        val items = notifications.findPendingForDigest(member.id, now.minus(Duration.ofDays(7)))
        if (items.isEmpty()) return false

        val locale = Locale.forLanguageTag(member.locale)
        val ctx = Context(locale).apply {
            setVariable("member", member)
            setVariable("items", items.take(maxItems))
            setVariable("more", (items.size - maxItems).coerceAtLeast(0))
        }
        val mime = mail.createMimeMessage()
        MimeMessageHelper(mime, false, "UTF-8").apply {
            setFrom(from)
            setTo(member.email)
            setSubject(messages.getMessage("digest.subject", arrayOf(items.size), locale))
            setText(templates.process("digest", ctx), true)
        }
        mail.send(mime)
        notifications.markDigested(items.map { it.id }, now)
        return true
    }
}
