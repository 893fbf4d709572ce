package com.acme.settlement.job

import net.javacrumbs.shedlock.spring.annotation.SchedulerLock
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component
import java.time.LocalDate
import java.time.ZoneId

@Component
class DailySettlementJob(
    private val service: SettlementService,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    /** Settles yesterday (Beijing calendar) for every active merchant. */
    @Scheduled(cron = "\${settlement.cron}", zone = "Asia/Shanghai")
    @SchedulerLock(name = "dailySettlement", lockAtLeastFor = "PT1M", lockAtMostFor = "PT30M")
    fun run() {
        val day = LocalDate.now(ZONE).minusDays(1)
        log.info("settlement started for {}", day)
        val result = service.settle(day)
        log.info(
            "settlement finished for {}: {} merchants, total {} fen",
            day, result.merchants, result.totalFen,
        )
    }

    companion object {
        val ZONE: ZoneId = ZoneId.of("Asia/Shanghai")
    }
}
