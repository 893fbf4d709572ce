package dev.harbor.client

import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer
import kotlin.test.AfterTest
import kotlin.test.BeforeTest
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertFailsWith

class ShipmentsTest {
    private val server = MockWebServer()
    private lateinit var harbor: HarborClient

    @BeforeTest
    fun setUp() {
        server.start()
        harbor = HarborClient(apiKey = "test", baseUrl = server.url("/v1/"))
    }

    @AfterTest
    fun tearDown() = server.shutdown()

    @Test
    fun `get decodes a shipment`() {
        server.enqueue(MockResponse().setBody("""{"id":"shp_1","status":"in_transit","created_at":"2025-10-01T10:00:00Z"}"""))
        assertEquals("in_transit", harbor.shipments.get("shp_1").status)
        assertEquals("/v1/shipments/shp_1", server.takeRequest().path)
    }

    @Test
    fun `404 is NotFound`() {
        server.enqueue(MockResponse().setResponseCode(404).setBody("""{"error":{"code":"not_found","message":"no such shipment"}}"""))
        val e = assertFailsWith<HarborException.NotFound> { harbor.shipments.get("shp_x") }
        assertEquals("no such shipment", e.message)
    }

    @Test
    fun `listAll follows cursors lazily`() {
        server.enqueue(MockResponse().setBody("""{"data":[{"id":"a","status":"x","created_at":"t"}],"next_cursor":"c2"}"""))
        server.enqueue(MockResponse().setBody("""{"data":[{"id":"b","status":"x","created_at":"t"}],"next_cursor":null}"""))
        val all = harbor.shipments.listAll(pageSize = 1)
        assertEquals(0, server.requestCount)
        assertEquals(listOf("a", "b"), all.map { it.id }.toList())
        assertEquals(2, server.requestCount)
    }

    @Test
    fun `list sends filters`() {
        server.enqueue(MockResponse().setBody("""{"data":[],"next_cursor":null}"""))
        harbor.shipments.list(status = "delivered", limit = 10)
        assertEquals("/v1/shipments?status=delivered&limit=10", server.takeRequest().path)
    }
}
