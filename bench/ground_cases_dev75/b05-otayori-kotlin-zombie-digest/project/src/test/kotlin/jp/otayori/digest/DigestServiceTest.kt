package jp.otayori.digest

import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import jp.otayori.notification.NotificationRepository
import jp.otayori.preference.PreferenceService
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Test
import java.time.Clock
import java.time.Instant
import java.time.ZoneOffset

class DigestServiceTest {
    private val notifications = mockk<NotificationRepository>(relaxed = true)
    private val preferences = mockk<PreferenceService>()
    private val clock = Clock.fixed(Instant.parse("2025-11-26T00:00:00Z"), ZoneOffset.UTC)
    private val service = DigestService(
        notifications, preferences, mockk(relaxed = true), mockk(relaxed = true), mockk(relaxed = true),
        clock, maxItems = 20, from = "digest@example.jp",
    )

    @Test
    fun `skips members with digest off`() {
        every { preferences.isDigestEnabled(1) } returns false
        assertFalse(service.sendTo(testMember(1)))
        verify(exactly = 0) { notifications.findPendingForDigest(any(), any()) }
    }

    @Test
    fun `sends nothing when there is nothing pending`() {
        every { preferences.isDigestEnabled(2) } returns true
        every { notifications.findPendingForDigest(2, any()) } returns emptyList()
        assertFalse(service.sendTo(testMember(2)))
    }
}
