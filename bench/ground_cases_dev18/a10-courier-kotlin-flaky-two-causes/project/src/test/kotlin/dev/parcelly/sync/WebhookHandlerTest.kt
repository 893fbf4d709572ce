package dev.parcelly.sync

import kotlinx.coroutines.runBlocking
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull

class WebhookHandlerTest {
    private val server = TestServers.courier
    private val store = InMemoryShipmentStore()
    private val handler = WebhookHandler(SyncService(TrackingClient(server.url("/").toString()), store = store))

    @Test
    fun `webhook triggers a sync of the shipment`() = runBlocking {
        server.enqueue(TestServers.ok(TestServers.shipmentJson("PX777", "in_transit", "2025-08-01T09:30:00Z")))
        handler.handle("""{"event":"shipment.updated","trackingNumber":"PX777"}""")
        val saved = assertNotNull(store.get("PX777"))
        assertEquals(Status.IN_TRANSIT, saved.status)
    }

    @Test
    fun `unknown events are ignored`() = runBlocking {
        handler.handle("""{"event":"invoice.created","id":"in_1"}""")
        assertEquals(null, store.get("PX777"))
    }
}
