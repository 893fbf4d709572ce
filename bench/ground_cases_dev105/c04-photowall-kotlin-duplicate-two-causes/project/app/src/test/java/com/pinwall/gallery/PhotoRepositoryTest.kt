package com.pinwall.gallery

import com.pinwall.gallery.data.PhotoApi
import com.pinwall.gallery.data.PhotoDto
import com.pinwall.gallery.data.PhotoRepository
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class PhotoRepositoryTest {

    private class FakeApi(private val pages: Map<Int, List<PhotoDto>>) : PhotoApi {
        override suspend fun photos(page: Int, perPage: Int): List<PhotoDto> = pages[page].orEmpty()
    }

    private fun photo(id: String) = PhotoDto(id, "https://img/$id.jpg", 100, 100, null)

    @Test
    fun loadMoreAppendsNextPage() = runTest {
        val repo = PhotoRepository(FakeApi(mapOf(1 to listOf(photo("a")), 2 to listOf(photo("b")))))
        repo.refresh()
        val all = repo.loadMore()
        assertEquals(listOf("a", "b"), all.map { it.id })
    }

    @Test
    fun loadMoreStopsOnEmptyPage() = runTest {
        val repo = PhotoRepository(FakeApi(mapOf(1 to listOf(photo("a")))))
        repo.refresh()
        repo.loadMore()
        assertEquals(1, repo.photos.size)
    }
}
