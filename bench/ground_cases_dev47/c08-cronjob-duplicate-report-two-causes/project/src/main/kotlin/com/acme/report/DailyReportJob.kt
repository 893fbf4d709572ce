package com.acme.report

import com.acme.report.mail.MailSender
import com.acme.report.mail.SmtpConfig
import com.acme.report.query.SalesQueries
import org.slf4j.LoggerFactory
import java.time.LocalDate
import java.time.ZoneId
import kotlin.system.exitProcess

private val log = LoggerFactory.getLogger("DailyReportJob")

fun main() {
    val day = LocalDate.now(ZoneId.of("Asia/Shanghai"))
    val recipients = System.getenv("REPORT_RECIPIENTS").split(",").map { it.trim() }.filter { it.isNotEmpty() }
    val queries = SalesQueries.fromEnv()
    val mailer = MailSender(SmtpConfig.fromEnv())

    try {
        val summary = queries.dailySummary(day)
        val byRegion = queries.byRegion(day)
        val html = ReportRenderer.render(day, summary, byRegion)
        mailer.send(recipients, "销售日报 $day", html)
        log.info("daily report for {} done", day)
    } catch (e: Exception) {
        log.error("daily report for {} failed", day, e)
        exitProcess(1)
    } finally {
        queries.close()
    }
}
