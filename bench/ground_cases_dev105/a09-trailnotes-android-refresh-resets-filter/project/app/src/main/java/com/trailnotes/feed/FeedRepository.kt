package com.trailnotes.feed

import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

enum class Filter { ALL, NEARBY, FOLLOWING }

data class Post(val id: Long, val trail: String, val author: String, val body: String, val createdAtMillis: Long)

interface FeedApi {
    suspend fun posts(filter: Filter): List<Post>
}

class FeedRepository(private val api: FeedApi) {
    private val mutex = Mutex()
    private val cache = mutableMapOf<Filter, List<Post>>()

    suspend fun posts(filter: Filter, forceNetwork: Boolean = false): List<Post> = mutex.withLock {
        val cached = cache[filter]
        if (cached != null && !forceNetwork) return cached
        val fresh = api.posts(filter).sortedByDescending { it.createdAtMillis }
        cache[filter] = fresh
        fresh
    }

    suspend fun clear() = mutex.withLock { cache.clear() }

    fun cachedCount(): Int = cache.values.sumOf { it.size }

    fun cachedFilters(): Set<Filter> = cache.keys.toSet()
}
