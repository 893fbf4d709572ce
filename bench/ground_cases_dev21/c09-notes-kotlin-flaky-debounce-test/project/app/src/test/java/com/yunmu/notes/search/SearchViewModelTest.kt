package com.yunmu.notes.search

import com.yunmu.notes.MainDispatcherRule
import com.yunmu.notes.data.Note
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.advanceTimeBy
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class SearchViewModelTest {

    @get:Rule
    val mainRule = MainDispatcherRule()

    private val repo = FakeSearchRepository(
        listOf(
            Note(1, "Kotlin 协程笔记", "launch / async", 0),
            Note(2, "周报模板", "本周完成", 0),
        ),
    )

    @Test
    fun `short query does not search`() = runTest {
        val vm = SearchViewModel(repo, StandardTestDispatcher(testScheduler))
        vm.onQueryChanged("k")
        advanceTimeBy(1_000)
        assertTrue(vm.results.value.isEmpty())
        assertEquals(0, repo.calls)
    }

    @Test
    fun `query is debounced then searched`() {
        val vm = SearchViewModel(repo)
        vm.onQueryChanged("kot")
        Thread.sleep(350)
        assertEquals(listOf("Kotlin 协程笔记"), vm.results.value.map { it.title })
    }

    @Test
    fun `query is trimmed`() = runTest {
        val vm = SearchViewModel(repo, StandardTestDispatcher(testScheduler))
        vm.onQueryChanged("  周报 ")
        advanceTimeBy(301)
        assertEquals(listOf("周报模板"), vm.results.value.map { it.title })
    }
}
