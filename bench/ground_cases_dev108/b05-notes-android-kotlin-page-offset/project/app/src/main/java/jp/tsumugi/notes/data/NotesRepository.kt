package jp.tsumugi.notes.data

import kotlinx.coroutines.sync.Mutex
import kotlinx.coroutines.sync.withLock

class NotesRepository(
    private val api: NotesApi,
    private val pageSize: Int = PAGE_SIZE,
) {
    private val mutex = Mutex()
    private val cache = mutableMapOf<Int, List<NoteDto>>()

    /** Loads one page; pages are numbered from 1 like the screen shows them. */
    suspend fun loadPage(page: Int): List<NoteDto> = mutex.withLock {
        cache[page]?.let { return it }
        val offset = page * pageSize
        val result = api.list(offset = offset, limit = pageSize)
        cache[page] = result.items
        result.items
    }

    suspend fun hasMore(page: Int): Boolean {
        val result = api.list(offset = 0, limit = 1)
        return page * pageSize < result.total
    }

    fun clear() {
        cache.clear()
    }

    companion object {
        const val PAGE_SIZE = 20
    }
}
