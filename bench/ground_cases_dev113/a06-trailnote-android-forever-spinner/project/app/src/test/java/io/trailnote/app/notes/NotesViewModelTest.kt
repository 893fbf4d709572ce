package io.trailnote.app.notes

import io.mockk.coEvery
import io.mockk.mockk
import io.trailnote.app.data.Note
import io.trailnote.app.data.NotesRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.setMain
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class NotesViewModelTest {
    private val repo = mockk<NotesRepository>()

    @Before
    fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
    }

    @Test
    fun refreshLoadsNotes() {
        coEvery { repo.fetchNotes() } returns listOf(Note(1, "a", "b", 0))
        val vm = NotesViewModel(repo)
        vm.refresh()
        assertFalse(vm.state.value.loading)
        assertEquals(1, vm.state.value.notes.size)
    }
}
