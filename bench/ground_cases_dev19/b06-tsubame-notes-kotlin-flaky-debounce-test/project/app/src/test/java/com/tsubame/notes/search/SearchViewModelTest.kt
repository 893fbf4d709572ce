package com.tsubame.notes.search

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class SearchViewModelTest {

    private val dispatcher = StandardTestDispatcher()
    private val repository = FakeNoteRepository(
        listOf(Note(1, "買い物リスト"), Note(2, "会議メモ"), Note(3, "買い物 週末")),
    )

    @Before
    fun setUp() {
        Dispatchers.setMain(dispatcher)
    }

    @After
    fun tearDown() {
        Dispatchers.resetMain()
    }

    @Test
    fun blankQuery_returnsEmpty() = runTest(dispatcher) {
        val vm = SearchViewModel(repository)
        vm.onQueryChanged("   ")
        dispatcher.scheduler.advanceUntilIdle()
        assertEquals(emptyList<Note>(), vm.results.value)
    }

    @Test
    fun debounce_emitsOnlyLastQuery() = runTest(dispatcher) {
        val vm = SearchViewModel(repository)
        vm.onQueryChanged("買")
        vm.onQueryChanged("買い")
        vm.onQueryChanged("買い物")
        Thread.sleep(350)
        dispatcher.scheduler.runCurrent()
        assertEquals(listOf(1L, 3L), vm.results.value.map { it.id })
        assertEquals(listOf("買い物"), repository.queries)
    }
}
