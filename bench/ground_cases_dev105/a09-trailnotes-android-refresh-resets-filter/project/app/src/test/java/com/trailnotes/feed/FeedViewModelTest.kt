package com.trailnotes.feed

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class FeedViewModelTest {
    private val dispatcher = StandardTestDispatcher()

    private class FakeApi : FeedApi {
        var calls = 0
        override suspend fun posts(filter: Filter): List<Post> {
            calls++
            return listOf(Post(calls.toLong(), "Kitadake", "mika", "snow above 2800m", calls * 1000L))
        }
    }

    @Before fun setUp() = Dispatchers.setMain(dispatcher)
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun refreshBypassesCache() = runTest(dispatcher) {
        val api = FakeApi()
        val vm = FeedViewModel(FeedRepository(api))
        advanceUntilIdle()
        vm.refresh()
        advanceUntilIdle()
        assertEquals(2, api.calls)
        assertEquals(false, vm.state.value.refreshing)
    }

    @Test
    fun setFilterLoadsThatFilter() = runTest(dispatcher) {
        val vm = FeedViewModel(FeedRepository(FakeApi()))
        vm.setFilter(Filter.NEARBY)
        advanceUntilIdle()
        assertEquals(Filter.NEARBY, vm.state.value.filter)
        assertEquals(1, vm.state.value.items.size)
    }
}
