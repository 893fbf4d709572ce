package jp.hoshizora.points.service

import jp.hoshizora.points.repository.PointLedgerRepository
import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.Clock
import java.time.LocalDate
import java.time.LocalDateTime

data class ExpiryResult(val members: Int, val points: Long, val cutoff: LocalDateTime, val dryRun: Boolean)

@Service
class ExpiryService(
    private val ledger: PointLedgerRepository,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    /**
     * Points expire at the end of the 12th month after the grant: a run on 2025-11-01
     * expires everything granted before 2024-11-01 00:00 (Japan time).
     */
    fun cutoff(): LocalDateTime =
        LocalDate.now(clock).minusMonths(12).withDayOfMonth(1).atStartOfDay()

    @Transactional
    fun expire(dryRun: Boolean): ExpiryResult {
        val cutoff = cutoff()
        val balances = ledger.unexpiredBalancesGrantedBefore(cutoff)
        val total = balances.sumOf { it.points }
        log.info("expiry cutoff={} members={} points={} dryRun={}", cutoff, balances.size, total, dryRun)
        if (!dryRun) {
            balances.forEach { ledger.insertExpiry(it.memberId, it.points, cutoff) }
            val grants = ledger.markGrantsExpired(cutoff)
            log.info("marked {} grants expired", grants)
        }
        return ExpiryResult(balances.size, total, cutoff, dryRun)
    }
}
