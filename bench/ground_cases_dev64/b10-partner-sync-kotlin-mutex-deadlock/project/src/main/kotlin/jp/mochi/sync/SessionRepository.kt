package jp.mochi.sync

import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

/** In-memory cursor per partner shop, shared by the sync workers. */
class SessionRepository {
    private val mutex = Mutex()
    private val cursors = mutableMapOf<String, String>()
    private val failures = mutableMapOf<String, Int>()

    suspend fun cursor(shopId: String): String? = mutex.withLock { cursors[shopId] }

    suspend fun advance(shopId: String, cursor: String) = mutex.withLock {
        cursors[shopId] = cursor
        failures.remove(shopId)
    }

    suspend fun recordFailure(shopId: String): Int = mutex.withLock {
        val n = (failures[shopId] ?: 0) + 1
        failures[shopId] = n
        n
    }

    suspend fun reset(shopId: String) = mutex.withLock {
        cursors.remove(shopId)
        failures.remove(shopId)
    }

    suspend fun snapshot(): Map<String, String> = mutex.withLock { cursors.toMap() }
}
