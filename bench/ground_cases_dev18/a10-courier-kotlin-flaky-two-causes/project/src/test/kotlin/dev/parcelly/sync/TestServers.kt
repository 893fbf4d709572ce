package dev.parcelly.sync

import okhttp3.mockwebserver.MockResponse
import okhttp3.mockwebserver.MockWebServer

/** One fake courier API for the whole test run (starting a server per test was slow on CI). */
object TestServers {
    val courier: MockWebServer by lazy { MockWebServer().apply { start() } }

    fun shipmentJson(trackingNumber: String, status: String, lastEventAt: String? = null): String =
        buildString {
            append("""{"trackingNumber":"$trackingNumber","status":"$status"""")
            if (lastEventAt != null) append(""","lastEventAt":"$lastEventAt"""")
            append("}")
        }

    fun ok(body: String): MockResponse =
        MockResponse().setHeader("Content-Type", "application/json").setBody(body)
}
