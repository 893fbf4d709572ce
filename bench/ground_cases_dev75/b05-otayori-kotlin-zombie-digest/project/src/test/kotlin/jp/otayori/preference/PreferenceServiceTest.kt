package jp.otayori.preference

import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.time.Instant

class PreferenceServiceTest {
    private val repo = mockk<PreferenceRepository>()
    private val service = PreferenceService(repo)

    @Test
    fun `digest is on when no preference is stored`() {
        every { repo.findByMemberId(1) } returns null
        assertTrue(service.isDigestEnabled(1))
    }

    @Test
    fun `digest is off when the member turned it off`() {
        every { repo.findByMemberId(2) } returns Preference(memberId = 2, digest = DigestFrequency.OFF)
        assertFalse(service.isDigestEnabled(2))
    }

    @Test
    fun `digest is off after unsubscribing`() {
        every { repo.findByMemberId(3) } returns
            Preference(memberId = 3, digest = DigestFrequency.DAILY, unsubscribedAt = Instant.parse("2025-11-01T00:00:00Z"))
        assertFalse(service.isDigestEnabled(3))
    }
}
