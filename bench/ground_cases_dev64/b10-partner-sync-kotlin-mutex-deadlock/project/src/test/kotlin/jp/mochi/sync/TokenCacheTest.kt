package jp.mochi.sync

import java.time.Clock
import java.time.Duration
import java.time.Instant
import java.time.ZoneId
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlinx.coroutines.test.runTest

class MutableClock(var now: Instant = Instant.parse("2025-10-30T00:00:00Z")) : Clock() {
    override fun instant(): Instant = now
    override fun getZone(): ZoneId = ZoneId.of("UTC")
    override fun withZone(zone: ZoneId): Clock = this
    fun advance(d: Duration) { now = now.plus(d) }
}

class TokenCacheTest {
    @Test
    fun `reuses a token while it is valid`() = runTest {
        var calls = 0
        val client = FakeTokenClient { calls++; TokenResponse("t$calls", 3600) }
        val cache = TokenCache(client.asTokenClient())
        assertEquals("t1", cache.get())
        assertEquals("t1", cache.get())
        assertEquals(1, calls)
    }

    @Test
    fun `refreshes a minute before expires_in seconds`() = runTest {
        var calls = 0
        val clock = MutableClock()
        val cache = TokenCache(FakeTokenClient { calls++; TokenResponse("t$calls", 3600) }.asTokenClient(), clock)
        assertEquals("t1", cache.get())
        clock.advance(Duration.ofSeconds(3539))
        assertEquals("t1", cache.get())
        clock.advance(Duration.ofSeconds(2))
        assertEquals("t2", cache.get())
    }
}
