package jp.hanamaru.points.ledger

import java.time.Clock
import java.time.OffsetDateTime
import jp.hanamaru.points.grant.GrantStatus
import jp.hanamaru.points.grant.PointGrant
import jp.hanamaru.points.grant.PointGrantRepository
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

@Service
class PointLedgerService(
    private val grants: PointGrantRepository,
    private val entries: LedgerEntryRepository,
    private val clock: Clock,
) {
    fun balance(userId: Long): Int = grants.sumActiveRemaining(userId)

    @Transactional
    fun expire(grant: PointGrant) {
        if (grant.status != GrantStatus.ACTIVE || grant.remaining == 0) return
        entries.save(
            LedgerEntry(
                userId = grant.userId,
                grantId = grant.id,
                delta = -grant.remaining,
                reason = LedgerReason.EXPIRED,
                at = OffsetDateTime.now(clock),
            ),
        )
        grant.remaining = 0
        grant.status = GrantStatus.EXPIRED
        grants.save(grant)
    }
}
