package jp.koban.notifications

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receiveText
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import java.security.MessageDigest
import jp.koban.payments.hmacSha256
import org.slf4j.LoggerFactory

private val log = LoggerFactory.getLogger("jp.koban.notifications.MailWebhook")

fun Route.mailWebhook(secret: String) {
    post("/webhooks/mail") {
        val body = call.receiveText()
        val expected = hmacSha256(secret, body)
        val given = call.request.headers["X-Koban-Signature"].orEmpty()
        if (!MessageDigest.isEqual(expected.toByteArray(), given.toByteArray())) {
            log.warn("invalid signature on mail webhook")
            call.respond(HttpStatusCode.Unauthorized)
            return@post
        }
        call.respond(HttpStatusCode.NoContent)
    }
}
