package jp.hanamaru.points.expire

import java.time.Clock
import java.time.LocalDate
import jp.hanamaru.points.grant.GrantStatus
import jp.hanamaru.points.grant.PointGrant
import jp.hanamaru.points.grant.PointGrantRepository
import jp.hanamaru.points.ledger.PointLedgerService
import net.javacrumbs.shedlock.spring.annotation.SchedulerLock
import org.slf4j.LoggerFactory
import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component

/**
 * 期限切れのポイントを失効させる日次バッチ。
 * 付与ポイントは expiresOn の日の 23:59:59（JST）まで有効。
 */
@Component
class PointExpirationJob(
    private val grants: PointGrantRepository,
    private val ledger: PointLedgerService,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    @Scheduled(cron = "\${points.expire.cron}", zone = "Asia/Tokyo")
    @SchedulerLock(name = "pointExpiration", lockAtMostFor = "PT30M")
    fun run() {
        val today = LocalDate.now(clock)
        var lastId = 0L
        var expired = 0
        while (true) {
            val chunk = grants.findTop500ByStatusAndIdGreaterThanOrderById(GrantStatus.ACTIVE, lastId)
            if (chunk.isEmpty()) break
            chunk.filter { isExpired(it, today) }.forEach { grant ->
                ledger.expire(grant)
                expired++
            }
            lastId = chunk.last().id
        }
        log.info("point expiration finished: {} grants expired as of {}", expired, today)
    }

    internal fun isExpired(grant: PointGrant, today: LocalDate): Boolean =
        !grant.expiresOn.isAfter(today)
}
