package com.lanmao.reader.feed

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class FeedViewModelTest {
    private val api = FakeFeedApi()
    private lateinit var vm: FeedViewModel

    @Before fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
        vm = FeedViewModel(FeedRepository(api))
    }

    @After fun tearDown() = Dispatchers.resetMain()

    @Test fun selectFilterLoadsTopic() {
        vm.selectFilter(Topic.TECH)
        assertEquals(Topic.TECH, vm.state.value.filter)
        assertEquals(listOf(Topic.TECH), vm.state.value.items.map { it.topic }.distinct())
    }

    @Test fun refreshKeepsSelectedFilter() {
        vm.selectFilter(Topic.SPORTS)
        vm.refresh()
        assertEquals(Topic.SPORTS, vm.state.value.filter)
    }
}
