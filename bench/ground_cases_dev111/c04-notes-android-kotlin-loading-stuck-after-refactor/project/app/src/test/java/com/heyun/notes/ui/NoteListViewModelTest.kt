package com.heyun.notes.ui

import com.heyun.notes.data.FakeNoteApi
import com.heyun.notes.data.Note
import com.heyun.notes.data.NoteRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class NoteListViewModelTest {
    private val api = FakeNoteApi(mutableListOf(Note(1, "a", "", 10), Note(2, "b", "", 20)))
    private val vm = NoteListViewModel(NoteRepository(api))

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun refreshLoadsNewestFirst() {
        vm.refresh()
        assertEquals(listOf(2L, 1L), vm.state.value.notes.map { it.id })
        assertFalse(vm.state.value.loading)
    }

    @Test
    fun deleteRemovesFromList() {
        vm.refresh()
        vm.delete(vm.state.value.notes.first())
        assertEquals(listOf(1L), vm.state.value.notes.map { it.id })
    }
}
