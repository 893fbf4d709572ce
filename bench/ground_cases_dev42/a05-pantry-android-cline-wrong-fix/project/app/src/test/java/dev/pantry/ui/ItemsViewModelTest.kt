package dev.pantry.ui

import dev.pantry.data.Item
import dev.pantry.data.ItemRepository
import io.mockk.coEvery
import io.mockk.coVerify
import io.mockk.mockk
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class ItemsViewModelTest {
    private val repo = mockk<ItemRepository>(relaxed = true)
    private val rice = Item(id = "1", name = "Rice", quantity = 2, unit = "kg")
    private val oats = Item(id = "2", name = "Oats")

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun `shows cached items on start`() = runTest {
        coEvery { repo.cached() } returns listOf(rice, oats)
        val vm = ItemsViewModel(repo)
        assertEquals(listOf(rice, oats), vm.state.value.items)
    }

    @Test
    fun `toggleLow flips the flag and saves`() = runTest {
        coEvery { repo.cached() } returns listOf(rice)
        val vm = ItemsViewModel(repo)
        vm.toggleLow(rice)
        assertEquals(true, vm.state.value.items.single().low)
        coVerify { repo.save(match { it.id == "1" && it.low }) }
    }

    @Test
    fun `failed sync shows an error and stops refreshing`() = runTest {
        coEvery { repo.cached() } returns emptyList()
        coEvery { repo.sync() } throws RuntimeException("offline")
        val vm = ItemsViewModel(repo)
        vm.refresh()
        assertEquals("offline", vm.state.value.error)
        assertEquals(false, vm.state.value.refreshing)
    }
}
