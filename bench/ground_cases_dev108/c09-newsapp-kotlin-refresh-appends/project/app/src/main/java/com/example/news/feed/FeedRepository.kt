package com.example.news.feed

import java.io.IOException
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.delay
import kotlinx.coroutines.withContext

data class Article(
    val id: Long,
    val title: String,
    val source: String,
    val publishedAt: Long,
)

interface FeedApi {
    suspend fun articles(page: Int, pageSize: Int): List<Article>
}

class FeedRepository(
    private val api: FeedApi,
    private val pageSize: Int = 20,
) {
    suspend fun fetch(page: Int): List<Article> = withContext(Dispatchers.IO) {
        var attempt = 0
        while (true) {
            try {
                return@withContext api.articles(page = page, pageSize = pageSize)
            } catch (e: IOException) {
                if (attempt >= MAX_RETRIES) throw e
                attempt++
                delay(RETRY_DELAY_MS)
            }
        }
        @Suppress("UNREACHABLE_CODE")
        emptyList()
    }

    private companion object {
        const val MAX_RETRIES = 2
        const val RETRY_DELAY_MS = 500L
    }

    suspend fun fetchAll(pages: Int): List<Article> {
        val out = mutableListOf<Article>()
        for (p in 0 until pages) {
            val chunk = fetch(p)
            if (chunk.isEmpty()) break
            out += chunk
        }
        return out
    }
}
