package dev.parcelly.sync

import kotlinx.coroutines.delay
import org.slf4j.LoggerFactory
import kotlin.random.Random

/**
 * Exponential backoff with jitter so that all workers don't hammer the courier API
 * at the same moment after an outage.
 */
class RetryPolicy(
    val maxAttempts: Int = 3,
    val baseDelayMs: Long = 200,
    val maxJitterMs: Long = 750,
    private val random: Random = Random.Default,
) {
    private val log = LoggerFactory.getLogger(RetryPolicy::class.java)

    fun delayFor(attempt: Int): Long =
        baseDelayMs * (1L shl (attempt - 1)) + random.nextLong(0, maxJitterMs + 1)

    suspend fun <T> run(isRetryable: (Throwable) -> Boolean, block: suspend (attempt: Int) -> T): T {
        var attempt = 1
        while (true) {
            try {
                return block(attempt)
            } catch (e: Throwable) {
                if (attempt >= maxAttempts || !isRetryable(e)) throw e
                val wait = delayFor(attempt)
                log.warn("attempt {} failed ({}), retrying in {} ms", attempt, e.javaClass.simpleName, wait)
                delay(wait)
                attempt++
            }
        }
    }
}
