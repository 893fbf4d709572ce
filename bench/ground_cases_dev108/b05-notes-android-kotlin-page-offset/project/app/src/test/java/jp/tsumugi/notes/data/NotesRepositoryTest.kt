package jp.tsumugi.notes.data

import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

private class FakeApi(private val all: List<NoteDto>) : NotesApi {
    val offsets = mutableListOf<Int>()

    override suspend fun list(offset: Int, limit: Int): NotesPage {
        offsets += offset
        return NotesPage(all.drop(offset).take(limit), all.size)
    }

    override suspend fun search(query: String, limit: Int): NotesPage =
        NotesPage(all.filter { it.title.contains(query) }.take(limit), all.size)
}

private fun notes(n: Int) = (1..n).map { NoteDto(it.toLong(), "t$it", "b$it", "2025-11-01") }

class NotesRepositoryTest {
    @Test
    fun loadPage_returnsFirstPage() = runTest {
        val repo = NotesRepository(FakeApi(notes(50)))
        assertEquals(1L, repo.loadPage(1).first().id)
    }

    @Test
    fun loadPage_returnsSecondPage() = runTest {
        val api = FakeApi(notes(50))
        val repo = NotesRepository(api)
        assertEquals(21L, repo.loadPage(2).first().id)
        assertEquals(listOf(20), api.offsets)
    }
}
