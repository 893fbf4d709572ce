package dev.parcelly.sync

import kotlinx.coroutines.runBlocking
import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.SocketPolicy
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith
import kotlin.test.assertTrue

class SyncServiceTest {
    private val server = TestServers.courier
    private val client = TrackingClient(server.url("/").toString(), readTimeoutMs = 500)
    private val service = SyncService(client, RetryPolicy())

    @Test
    fun `maps courier status`() = runBlocking {
        server.enqueue(TestServers.ok(TestServers.shipmentJson("PX100", "out_for_delivery")))
        assertEquals(Status.OUT_FOR_DELIVERY, service.syncShipment("PX100").status)
    }

    @Test
    fun `retries on timeout`() = runBlocking {
        server.enqueue(MockResponse().setSocketPolicy(SocketPolicy.NO_RESPONSE))
        server.enqueue(TestServers.ok(TestServers.shipmentJson("PX123", "delivered")))

        val started = System.nanoTime()
        val shipment = service.syncShipment("PX123")
        val elapsedMs = (System.nanoTime() - started) / 1_000_000

        assertEquals(Status.DELIVERED, shipment.status)
        assertTrue(elapsedMs < 1_500, "took $elapsedMs ms")
    }

    @Test
    fun `does not retry on 404`() = runBlocking {
        server.enqueue(MockResponse().setResponseCode(404))
        assertFailsWith<Exception> { service.syncShipment("PX404") }
        Unit
    }
}
