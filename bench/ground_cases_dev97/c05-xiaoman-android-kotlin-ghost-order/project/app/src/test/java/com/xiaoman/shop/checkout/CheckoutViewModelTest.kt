package com.xiaoman.shop.checkout

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
class CheckoutViewModelTest {

    private val dispatcher = StandardTestDispatcher()
    private val address = Address(1, "小满", "13800000000", "上海市徐汇区")

    private class FakeRepo(private val check: CartCheck) : OrderRepository {
        var placed = 0
        override suspend fun loadCart() = Cart(listOf(CartLine("A", "袜子", 990, 2)), Address(1, "小满", "13800000000", "上海市徐汇区"), 1980, 0)
        override suspend fun validateCart(lines: List<CartLine>) = check
        override suspend fun placeOrder(lines: List<CartLine>, address: Address, couponCode: String?): String {
            placed++
            return "O$placed"
        }
    }

    @Before fun setUp() = Dispatchers.setMain(dispatcher)
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun submitPlacesOrder() = runTest(dispatcher) {
        val repo = FakeRepo(CartCheck(true))
        val vm = CheckoutViewModel(repo)
        vm.load(); advanceUntilIdle()
        vm.submit(); advanceUntilIdle()
        assertEquals("O1", vm.state.value.placedOrderId)
    }

    @Test
    fun failedCheckShowsMessage() = runTest(dispatcher) {
        val vm = CheckoutViewModel(FakeRepo(CartCheck(false, "库存不足")))
        vm.load(); advanceUntilIdle()
        vm.submit(); advanceUntilIdle()
        assertEquals("库存不足", vm.state.value.error)
    }
}
