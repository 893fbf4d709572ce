package com.lumen.notes.ui

import androidx.lifecycle.SavedStateHandle
import app.cash.turbine.test
import com.lumen.notes.data.Note
import com.lumen.notes.data.NoteDao
import com.lumen.notes.data.NoteRepository
import com.lumen.notes.data.SortOrder
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

class NotesViewModelTest {

    private val dispatcher = StandardTestDispatcher()
    private val dao = FakeNoteDao()

    @Before fun setUp() = Dispatchers.setMain(dispatcher)
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun `query is restored from SavedStateHandle`() = runTest(dispatcher) {
        dao.rows.value = listOf(note(1, "买菜"), note(2, "周报"))
        val vm = NotesViewModel(NoteRepository(dao), SavedStateHandle(mapOf("query" to "周")))
        vm.uiState.test {
            skipItems(1)
            assertEquals("周", awaitItem().query)
        }
    }

    @Test
    fun `title sort is case insensitive`() = runTest(dispatcher) {
        dao.rows.value = listOf(note(1, "beta"), note(2, "Alpha"))
        val vm = NotesViewModel(NoteRepository(dao), SavedStateHandle())
        vm.onSortChange(SortOrder.TITLE_ASC)
        vm.uiState.test {
            skipItems(1)
            assertEquals(listOf("Alpha", "beta"), awaitItem().notes.map { it.title })
        }
    }

    private fun note(id: Long, title: String, pinned: Boolean = false) =
        Note(id = id, title = title, body = "", pinned = pinned, createdAt = id, updatedAt = id)
}

private class FakeNoteDao : NoteDao {
    val rows = MutableStateFlow<List<Note>>(emptyList())
    override fun observeAll(): Flow<List<Note>> = rows
    override fun search(pattern: String): Flow<List<Note>> {
        val needle = pattern.trim('%')
        return rows.map { list -> list.filter { needle in it.title || needle in it.body } }
    }
    override suspend fun get(id: Long) = rows.value.firstOrNull { it.id == id }
    override suspend fun upsert(note: Note): Long {
        rows.value = rows.value.filterNot { it.id == note.id } + note
        return note.id
    }
    override suspend fun setPinned(id: Long, pinned: Boolean, now: Long) {
        rows.value = rows.value.map { if (it.id == id) it.copy(pinned = pinned, updatedAt = now) else it }
    }
    override suspend fun deleteById(id: Long) {
        rows.value = rows.value.filterNot { it.id == id }
    }
    override suspend fun count() = rows.value.size
}
