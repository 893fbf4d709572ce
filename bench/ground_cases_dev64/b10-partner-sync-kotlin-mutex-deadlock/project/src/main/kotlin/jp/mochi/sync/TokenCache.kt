package jp.mochi.sync

import java.time.Clock
import java.time.Instant
import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock
import org.slf4j.LoggerFactory

/**
 * Caches the partner API's OAuth token. Every coroutine of the sync workers goes through get().
 */
class TokenCache(
    private val client: TokenClient,
    private val clock: Clock = Clock.systemUTC(),
) {
    private val log = LoggerFactory.getLogger(TokenCache::class.java)
    private val mutex = Mutex()
    private var token: String? = null
    private var expiresAt: Instant = Instant.EPOCH

    private companion object {
        /** Refresh this long before the partner says the token expires. */
        const val EARLY_REFRESH_SECONDS = 60L
    }

    suspend fun get(): String = mutex.withLock {
        val current = token
        if (current != null && clock.instant().isBefore(expiresAt)) {
            return@withLock current
        }
        val fresh = client.fetchToken()
        token = fresh.accessToken
        // expires_in is in seconds (RFC 6749 5.1), not milliseconds.
        expiresAt = clock.instant().plusSeconds(fresh.expiresIn - EARLY_REFRESH_SECONDS)
        log.info("fetched new partner token, expires at {}", expiresAt)
        fresh.accessToken
    }

    /** Called by the HTTP client when the partner API answers 401. */
    suspend fun onUnauthorized(): String {
        log.warn("token rejected by partner API, refreshing")
        return mutex.withLock { token = null; get() }
    }

    suspend fun clear() = mutex.withLock {
        token = null
        expiresAt = Instant.EPOCH
    }
}
