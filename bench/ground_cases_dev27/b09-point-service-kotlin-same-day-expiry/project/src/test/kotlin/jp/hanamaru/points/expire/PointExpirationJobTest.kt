package jp.hanamaru.points.expire

import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import java.time.Clock
import java.time.Instant
import java.time.LocalDate
import java.time.OffsetDateTime
import java.time.ZoneId
import jp.hanamaru.points.grant.GrantStatus
import jp.hanamaru.points.grant.PointGrant
import jp.hanamaru.points.grant.PointGrantRepository
import jp.hanamaru.points.ledger.PointLedgerService
import org.junit.jupiter.api.Test

class PointExpirationJobTest {
    private val grants = mockk<PointGrantRepository>()
    private val ledger = mockk<PointLedgerService>(relaxed = true)
    private val clock = Clock.fixed(Instant.parse("2025-11-09T15:05:00Z"), ZoneId.of("Asia/Tokyo")) // 11/10 0:05 JST
    private val job = PointExpirationJob(grants, ledger, clock)

    private fun grant(id: Long, expiresOn: String) = PointGrant(
        id = id, userId = 1, amount = 100, remaining = 100,
        grantedAt = OffsetDateTime.parse("2025-05-01T10:00:00+09:00"), expiresOn = LocalDate.parse(expiresOn),
    )

    @Test
    fun `expires grants whose date has passed`() {
        val old = grant(1, "2025-11-09")
        val future = grant(2, "2025-12-31")
        every { grants.findTop500ByStatusAndIdGreaterThanOrderById(GrantStatus.ACTIVE, 0) } returns listOf(old, future)
        every { grants.findTop500ByStatusAndIdGreaterThanOrderById(GrantStatus.ACTIVE, 2) } returns emptyList()

        job.run()

        verify(exactly = 1) { ledger.expire(old) }
        verify(exactly = 0) { ledger.expire(future) }
    }
}
