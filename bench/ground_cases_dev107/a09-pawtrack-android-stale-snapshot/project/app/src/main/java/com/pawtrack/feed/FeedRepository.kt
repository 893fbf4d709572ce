package com.pawtrack.feed

import java.time.Instant
import javax.inject.Inject
import javax.inject.Singleton

data class Walk(
    val id: Long,
    val dogName: String,
    val startedAt: Instant,
    val minutes: Int,
    val meters: Int,
)

interface WalkApi {
    suspend fun walks(limit: Int): List<Walk>
}

interface WalkDao {
    suspend fun latest(limit: Int): List<Walk>
    suspend fun replaceAll(walks: List<Walk>)
}

@Singleton
class FeedRepository @Inject constructor(
    private val api: WalkApi,
    private val dao: WalkDao,
) {
    suspend fun recentWalks(forceNetwork: Boolean = false, limit: Int = 50): List<Walk> {
        if (!forceNetwork) {
            val cached = dao.latest(limit)
            if (cached.isNotEmpty()) return cached
        }
        val fresh = api.walks(limit)
        dao.replaceAll(fresh)
        return fresh
    }
}
