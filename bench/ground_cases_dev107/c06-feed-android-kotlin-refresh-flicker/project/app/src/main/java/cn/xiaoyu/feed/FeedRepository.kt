package cn.xiaoyu.feed

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

data class Post(val id: Long, val title: String, val author: String)

interface FeedApi {
    suspend fun posts(offset: Int, limit: Int): List<PostDto>
}

data class PostDto(val id: Long, val title: String, val authorName: String?)

class FeedRepository(private val api: FeedApi) {

    companion object {
        const val PAGE_SIZE = 30
    }

    suspend fun fetch(page: Int): List<Post> = withContext(Dispatchers.IO) {
        api.posts(offset = page * PAGE_SIZE, limit = PAGE_SIZE).map { dto ->
            Post(
                id = dto.id,
                title = dto.title,
                author = dto.authorName ?: "匿名",
            )
        }
    }

    suspend fun fetchAll(maxPages: Int): List<Post> {
        val out = mutableListOf<Post>()
        for (p in 0 until maxPages) {
            val chunk = fetch(p)
            if (chunk.isEmpty()) break
            out += chunk
        }
        return out
    }
}
