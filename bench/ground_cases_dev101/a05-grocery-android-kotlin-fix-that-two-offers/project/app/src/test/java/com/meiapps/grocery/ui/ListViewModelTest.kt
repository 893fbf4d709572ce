package com.meiapps.grocery.ui

import com.meiapps.grocery.data.Item
import com.meiapps.grocery.data.ItemRepository
import com.meiapps.grocery.data.ItemStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class ListViewModelTest {
    private class FakeStore(private val initial: List<Item>) : ItemStore {
        override suspend fun readAll() = initial
        override suspend fun writeAll(items: List<Item>) = Unit
    }

    @Before
    fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())

    @After
    fun tearDown() = Dispatchers.resetMain()

    @Test
    fun itemCountIsNumberOfRowsNotSumOfQuantities() = runTest {
        val store = FakeStore(listOf(Item(name = "milk", quantity = 2.0), Item(name = "eggs", quantity = 3.0)))
        val viewModel = ListViewModel(ItemRepository(store))
        val state = viewModel.state.filter { it.items.isNotEmpty() }.first()
        assertEquals(2, state.itemCount)
    }
}
