package com.xiaoyu.feed.data

import java.io.IOException

data class Post(val id: Long, val author: String, val text: String, val likes: Int)

interface FeedApi {
    suspend fun timeline(cursor: String?): TimelinePage
}

data class TimelinePage(val posts: List<Post>, val nextCursor: String?)

class FeedRepository(private val api: FeedApi) {
    private val cache = mutableListOf<Post>()
    private var cursor: String? = null

    suspend fun refresh(): List<Post> {
        val page = api.timeline(cursor = null)
        cache.clear()
        cache.addAll(page.posts)
        cursor = page.nextCursor
        return cache.toList()
    }

    suspend fun loadMore(): List<Post> {
        val next = cursor ?: return cache.toList()
        val page = api.timeline(next)
        cache.addAll(page.posts.filter { p -> cache.none { it.id == p.id } })
        cursor = page.nextCursor
        return cache.toList()
    }

    fun hasMore(): Boolean = cursor != null

    fun isRetryable(e: Throwable): Boolean = e is IOException
}
