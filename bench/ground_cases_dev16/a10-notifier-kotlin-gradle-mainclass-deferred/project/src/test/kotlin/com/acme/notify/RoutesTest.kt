package com.acme.notifier

import io.ktor.client.request.get
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.server.testing.testApplication
import kotlin.test.Test
import kotlin.test.assertEquals

class RecordingMailer : Mailer {
    val sent = mutableListOf<Notification>()
    override fun send(n: Notification) {
        sent += n
    }
}

class RoutesTest {
    @Test
    fun `valid notification is accepted`() = testApplication {
        val mailer = RecordingMailer()
        application { module(NotificationService(mailer)) }
        val response = client.post("/notify") {
            contentType(ContentType.Application.Json)
            setBody("""{"to":"ops@acme.test","subject":"hi","body":"there"}""")
        }
        assertEquals(HttpStatusCode.Accepted, response.status)
        assertEquals(1, mailer.sent.size)
    }

    @Test
    fun `bad recipient is rejected`() = testApplication {
        application { module(NotificationService(RecordingMailer())) }
        val response = client.post("/notify") {
            contentType(ContentType.Application.Json)
            setBody("""{"to":"nobody","subject":"hi","body":"there"}""")
        }
        assertEquals(HttpStatusCode.BadRequest, response.status)
    }

    @Test
    fun `healthz answers ok`() = testApplication {
        application { module(NotificationService(RecordingMailer())) }
        val response = client.get("/healthz")
        assertEquals(HttpStatusCode.OK, response.status)
        assertEquals("ok", response.bodyAsText())
    }

    @Test
    fun `unknown receipt is 404`() = testApplication {
        application { module(NotificationService(RecordingMailer())) }
        assertEquals(HttpStatusCode.NotFound, client.get("/notify/nope").status)
    }
}
