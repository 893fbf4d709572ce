package com.lanmao.reader.feed

import javax.inject.Inject
import javax.inject.Singleton

enum class Topic { ALL, TECH, FINANCE, SPORTS }

data class Article(val id: Long, val title: String, val topic: Topic, val publishedAt: Long)

interface FeedApi {
    suspend fun articles(topic: String?, page: Int): List<Article>
}

@Singleton
class FeedRepository @Inject constructor(private val api: FeedApi) {
    private val cache = mutableMapOf<Topic, List<Article>>()

    suspend fun load(topic: Topic, force: Boolean = false): List<Article> {
        if (!force) cache[topic]?.let { return it }
        val fresh = api.articles(topic.takeIf { it != Topic.ALL }?.name?.lowercase(), page = 1)
            .sortedByDescending { it.publishedAt }
        cache[topic] = fresh
        return fresh
    }

    fun clear() = cache.clear()

    fun cachedTopics(): Set<Topic> = cache.keys.toSet()

    fun cachedCount(topic: Topic): Int = cache[topic]?.size ?: 0

    fun isCached(topic: Topic): Boolean = topic in cache
}
