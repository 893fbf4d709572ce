package com.yunjian.devices

import io.ktor.client.request.get
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.server.testing.testApplication
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

class DeviceRoutesTest {
    private val body = """{"serial":"SN-0001","name":"lobby cam","model":"YC-200"}"""

    @Test
    fun `create then list`() = testApplication {
        application { module() }
        client.post("/v2/devices") { contentType(ContentType.Application.Json); setBody(body) }
        val list = client.get("/v2/devices")
        assertEquals(HttpStatusCode.OK, list.status)
    }

    @Test
    fun `create is 201 with location`() = testApplication {
        application { module() }
        val created = client.post("/v2/devices") { contentType(ContentType.Application.Json); setBody(body) }
        assertEquals(HttpStatusCode.Created, created.status)
        assertTrue(created.headers["Location"]!!.startsWith("/v2/devices/"))
    }

    @Test
    fun `duplicate serial is 409`() = testApplication {
        application { module() }
        client.post("/v2/devices") { contentType(ContentType.Application.Json); setBody(body) }
        val again = client.post("/v2/devices") { contentType(ContentType.Application.Json); setBody(body) }
        assertEquals(HttpStatusCode.Conflict, again.status)
    }

    @Test
    fun `unknown device is 404`() = testApplication {
        application { module() }
        assertEquals(HttpStatusCode.NotFound, client.get("/v2/devices/nope").status)
    }
}
