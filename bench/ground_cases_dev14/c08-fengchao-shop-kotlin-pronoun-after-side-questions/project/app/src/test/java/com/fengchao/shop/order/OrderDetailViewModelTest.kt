package com.fengchao.shop.order

import io.mockk.coEvery
import io.mockk.coVerify
import io.mockk.mockk
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
class OrderDetailViewModelTest {

    private val repo = mockk<OrderRepository>()

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    private fun order(id: String) = OrderDetail(id, "NO-$id", OrderStatus.PAID, "已支付", 1990, "王芳", "138****5678", "杭州", true)

    @Test
    fun loadsOnce() {
        coEvery { repo.detail("A", false) } returns order("A")
        val vm = OrderDetailViewModel(repo)
        vm.load("A")
        vm.load("A")
        assertEquals(DetailState.Loaded(order("A")), vm.state.value)
        coVerify(exactly = 1) { repo.detail("A", false) }
    }

    @Test
    fun refreshForcesReload() {
        coEvery { repo.detail("A", any()) } returns order("A")
        val vm = OrderDetailViewModel(repo)
        vm.load("A")
        vm.refresh()
        coVerify(exactly = 1) { repo.detail("A", true) }
    }
}
