package jp.koban.payments

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import java.security.MessageDigest
import kotlinx.serialization.json.Json
import org.slf4j.LoggerFactory

private val log = LoggerFactory.getLogger("jp.koban.payments.PaymentWebhook")

fun Route.paymentWebhook(service: PaymentService, secret: String) {
    post("/webhooks/payments") {
        val event = call.receive<PaymentEvent>()
        val payload = Json.encodeToString(PaymentEvent.serializer(), event)
        val expected = hmacSha256(secret, payload)
        val given = call.request.headers["X-Koban-Signature"].orEmpty()
        if (!MessageDigest.isEqual(expected.toByteArray(), given.toByteArray())) {
            log.warn("signature mismatch for payment event {}", event.id)
            call.respond(HttpStatusCode.Unauthorized)
            return@post
        }
        service.apply(event)
        call.respond(HttpStatusCode.OK)
    }
}
