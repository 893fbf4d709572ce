package com.acme.insight.report

import com.acme.insight.mail.MailSender
import com.acme.insight.user.UserRepository
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component
import java.time.Clock
import java.time.LocalDate

@Component
class WeeklyReportJob(
    private val users: UserRepository,
    private val builder: WeeklyReportBuilder,
    private val mail: MailSender,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    // Every Monday 08:00 JST
    @Scheduled(cron = "0 0 8 * * MON", zone = "Asia/Tokyo")
    fun run() {
        val weekEnd = LocalDate.now(clock).minusDays(1)
        val recipients = users.findWeeklyReportRecipients()
        log.info("weekly report: {} recipients for week ending {}", recipients.size, weekEnd)
        for (user in recipients) {
            try {
                val report = builder.build(user.id, weekEnd)
                mail.send(user.email, "週次レポート (${weekEnd})", report.html)
            } catch (e: Exception) {
                log.warn("weekly report failed for user {}", user.id, e)
            }
        }
    }
}
