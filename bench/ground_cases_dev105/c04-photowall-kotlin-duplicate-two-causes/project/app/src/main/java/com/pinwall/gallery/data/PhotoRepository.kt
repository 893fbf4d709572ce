package com.pinwall.gallery.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class PhotoRepository(private val api: PhotoApi) {

    private val cache = mutableListOf<PhotoDto>()
    private var nextPage = 1

    val photos: List<PhotoDto>
        get() = cache.toList()

    suspend fun refresh(): List<PhotoDto> = withContext(Dispatchers.IO) {
        nextPage = 1
        val fresh = api.photos(page = nextPage)
        cache.addAll(fresh)
        nextPage++
        cache.toList()
    }

    suspend fun loadMore(): List<PhotoDto> = withContext(Dispatchers.IO) {
        val more = api.photos(page = nextPage)
        if (more.isNotEmpty()) {
            cache.addAll(more)
            nextPage++
        }
        cache.toList()
    }

    fun clear() {
        cache.clear()
        nextPage = 1
    }
}
