package com.xiaoyu.feed.data

import kotlinx.coroutines.delay

/**
 * Retry policy for network calls: exponential backoff starting at [baseDelaySeconds].
 * Attempt 1 waits base, attempt 2 waits 2x base, attempt 3 waits 4x base.
 */
data class RetryPolicy(
    val maxRetries: Int = 3,
    val baseDelaySeconds: Long = 1,
    val maxDelaySeconds: Long = 8,
)

fun RetryPolicy.backoffFor(attempt: Int): Long {
    val factor = 1L shl (attempt - 1).coerceAtLeast(0)
    return (baseDelaySeconds * factor).coerceAtMost(maxDelaySeconds)
}

suspend fun <T> withRetry(
    policy: RetryPolicy = RetryPolicy(),
    shouldRetry: (Throwable) -> Boolean,
    block: suspend () -> T,
): T {
    var attempt = 0
    while (true) {
        try {
            return block()
        } catch (e: Throwable) {
            attempt++
            if (attempt > policy.maxRetries || !shouldRetry(e)) throw e
            delay(policy.backoffFor(attempt))
        }
    }
}
