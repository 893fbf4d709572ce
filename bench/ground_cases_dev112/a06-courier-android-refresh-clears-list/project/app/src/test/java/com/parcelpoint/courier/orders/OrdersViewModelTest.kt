package com.parcelpoint.courier.orders

import io.mockk.coEvery
import io.mockk.mockk
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import kotlinx.coroutines.Dispatchers
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test
import java.time.LocalDate

@OptIn(ExperimentalCoroutinesApi::class)
class OrdersViewModelTest {
    private val repo = mockk<OrdersRepository>()
    private val order = Order("o1", "12 Elm St", "09:00-11:00", LocalDate.now(), false)

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun `load puts orders in state`() {
        coEvery { repo.fetchOrders(any()) } returns Result.success(listOf(order))
        val vm = OrdersViewModel(repo)
        assertEquals(listOf(order), vm.uiState.value.orders)
        assertEquals(false, vm.uiState.value.isLoading)
    }

    @Test
    fun `failure sets error`() {
        coEvery { repo.fetchOrders(any()) } returns Result.failure(RuntimeException("offline"))
        val vm = OrdersViewModel(repo)
        assertEquals("offline", vm.uiState.value.error)
    }
}
