package com.freshmart.app.data

import io.mockk.coEvery
import io.mockk.coVerify
import io.mockk.mockk
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class OrderRepositoryTest {

    private val api = mockk<OrderApi>()
    private val repo = OrderRepository(api)

    private fun order(id: String, status: OrderStatus, createdAt: String) =
        Order(id, status, totalCents = 1990, createdAt = createdAt, items = emptyList())

    @Test
    fun `recent orders are newest first and cached`() = runTest {
        coEvery { api.listOrders(1, 50) } returns OrderPage(
            items = listOf(order("a", OrderStatus.COMPLETED, "2025-11-01"), order("b", OrderStatus.TO_SHIP, "2025-11-09")),
            page = 1,
            hasMore = false,
        )

        assertEquals(listOf("b", "a"), repo.recentOrders().map { it.id })
        repo.recentOrders()
        coVerify(exactly = 1) { api.listOrders(1, 50) }
    }

    @Test
    fun `ordersByStatus filters locally and null means all`() = runTest {
        coEvery { api.listOrders(1, 50) } returns OrderPage(
            items = listOf(
                order("a", OrderStatus.COMPLETED, "2025-11-01"),
                order("b", OrderStatus.TO_SHIP, "2025-11-09"),
                order("c", OrderStatus.TO_SHIP, "2025-11-05"),
            ),
            page = 1,
            hasMore = false,
        )

        assertEquals(listOf("b", "c"), repo.ordersByStatus(OrderStatus.TO_SHIP).map { it.id })
        assertEquals(emptyList<String>(), repo.ordersByStatus(OrderStatus.PENDING_PAYMENT).map { it.id })
        assertEquals(listOf("b", "c", "a"), repo.ordersByStatus(null).map { it.id })
        coVerify(exactly = 1) { api.listOrders(1, 50) }
    }
}
