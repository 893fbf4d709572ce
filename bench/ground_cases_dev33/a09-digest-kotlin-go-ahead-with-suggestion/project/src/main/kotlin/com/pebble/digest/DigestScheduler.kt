package com.pebble.digest

import org.slf4j.LoggerFactory
import org.springframework.boot.context.properties.ConfigurationProperties
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component
import java.time.Clock
import java.time.LocalDate

@ConfigurationProperties(prefix = "jobs.digest")
data class DigestProperties(
    val cron: String,
    val batchSize: Int = 200,
    val enabled: Boolean = true,
)

@Component
class DigestScheduler(
    private val props: DigestProperties,
    private val digestService: DigestService,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "\${jobs.digest.cron}")
    fun runDaily() {
        if (!props.enabled) {
            log.info("digest disabled, skipping")
            return
        }
        val day = LocalDate.now(clock)
        log.info("starting digest for {}", day)
        val sent = digestService.sendAll(day, props.batchSize)
        log.info("digest for {} done: {} mails", day, sent)
    }
}
