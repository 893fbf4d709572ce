package com.acme.inventory.reservation

import com.acme.inventory.stock.InsufficientStockException
import com.acme.inventory.stock.StockItem
import com.acme.inventory.stock.StockItemRepository
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.time.Clock
import java.time.Duration
import java.time.Instant
import java.time.ZoneOffset
import java.util.UUID

class ReservationServiceTest {
    private val now = Instant.parse("2025-11-10T12:00:00Z")
    private val clock = Clock.fixed(now, ZoneOffset.UTC)
    private val reservations = mockk<ReservationRepository>(relaxed = true)
    private val stock = mockk<StockItemRepository>()
    private val service = ReservationService(reservations, stock, ReservationProperties(ttl = Duration.ofMinutes(15)), clock)

    @Test
    fun `reserve holds stock`() {
        val item = StockItem("MUG-1", onHand = 10)
        every { stock.findBySkuForUpdate("MUG-1") } returns item
        every { reservations.save(any()) } answers { firstArg() }

        service.reserve("MUG-1", UUID.randomUUID(), 3)

        assertEquals(3, item.reserved)
        assertEquals(7, item.available)
    }

    @Test
    fun `reserve refuses more than available`() {
        every { stock.findBySkuForUpdate("MUG-1") } returns StockItem("MUG-1", onHand = 2)

        assertThrows<InsufficientStockException> { service.reserve("MUG-1", UUID.randomUUID(), 3) }
    }

    @Test
    fun `releaseExpired gives the stock back`() {
        val item = StockItem("MUG-1", onHand = 10, reserved = 4)
        val old = Reservation(sku = "MUG-1", cartId = UUID.randomUUID(), quantity = 4, createdAt = now.minus(Duration.ofMinutes(20)))
        every { reservations.findByCreatedAtAfter(any()) } returns listOf(old)
        every { stock.findBySkuForUpdate("MUG-1") } returns item

        service.releaseExpired()

        assertEquals(0, item.reserved)
        verify { reservations.deleteAll(listOf(old)) }
    }
}
