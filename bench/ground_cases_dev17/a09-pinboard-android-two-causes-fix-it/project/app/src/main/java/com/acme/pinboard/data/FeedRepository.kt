package com.acme.pinboard.data

import javax.inject.Inject
import javax.inject.Singleton

data class Post(
    val id: String,
    val title: String,
    val authorName: String,
    val imageUrl: String,
    val likes: Int,
)

data class FeedPage(val posts: List<Post>, val next: String?)

@Singleton
class FeedRepository @Inject constructor(
    private val api: PinboardApi,
) {
    private var nextCursor: String? = null

    suspend fun firstPage(): FeedPage {
        val page = api.feed(cursor = null, limit = PAGE_SIZE)
        nextCursor = page.next
        return page
    }

    suspend fun nextPage(): FeedPage {
        val cursor = nextCursor ?: return FeedPage(emptyList(), null)
        val page = api.feed(cursor = cursor, limit = PAGE_SIZE)
        nextCursor = page.next
        return page
    }

    private companion object {
        const val PAGE_SIZE = 20
    }
}
