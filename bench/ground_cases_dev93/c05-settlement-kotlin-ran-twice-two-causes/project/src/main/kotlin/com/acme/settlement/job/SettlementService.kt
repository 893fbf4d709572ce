package com.acme.settlement.job

import com.acme.settlement.finance.FinanceClient
import org.slf4j.LoggerFactory
import org.springframework.retry.annotation.Backoff
import org.springframework.retry.annotation.Retryable
import org.springframework.stereotype.Service
import java.time.LocalDate

data class SettlementResult(val merchants: Int, val totalFen: Long)

@Service
class SettlementService(
    private val payouts: PayoutRepository,
    private val finance: FinanceClient,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    /**
     * Sums yesterday's captured payments per merchant, writes one payout row per
     * merchant and tells finance the batch total. Retried once on failure
     * (finance-api is flaky around 02:00 when its own backups run).
     */
    @Retryable(maxAttempts = 2, backoff = Backoff(delay = 30_000))
    fun settle(day: LocalDate): SettlementResult {
        val totals = payouts.capturedTotalsByMerchant(day)
        var sum = 0L
        for ((merchantId, fen) in totals) {
            payouts.insertPayout(merchantId, day, fen)
            sum += fen
        }
        log.info("wrote {} payouts for {}", totals.size, day)
        finance.notifyBatch(day, totals.size, sum)
        return SettlementResult(totals.size, sum)
    }
}
