package app.line

import app.booking.BookingClient
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive
import org.slf4j.LoggerFactory

private val log = LoggerFactory.getLogger("LineWebhook")

fun Route.lineWebhook(channelSecret: String, line: LineClient, booking: BookingClient) {
    post("/line/webhook") {
        val body = call.receive<ByteArray>()
        if (!LineSignature.isValid(channelSecret, body, call.request.headers["x-line-signature"])) {
            log.warn("LINE webhook with bad signature")
            call.respond(HttpStatusCode.Unauthorized)
            return@post
        }
        val events = Json.parseToJsonElement(body.decodeToString()).jsonObject["events"]!!.jsonArray
        for (e in events) {
            val event = e.jsonObject
            if (event["type"]?.jsonPrimitive?.content != "message") continue
            val replyToken = event["replyToken"]!!.jsonPrimitive.content
            val userId = event["source"]!!.jsonObject["userId"]!!.jsonPrimitive.content
            val text = event["message"]!!.jsonObject["text"]?.jsonPrimitive?.content ?: continue
            handleBookingRequest(line, booking, replyToken, userId, text)
        }
        call.respond(HttpStatusCode.OK)
    }
}

suspend fun handleBookingRequest(line: LineClient, booking: BookingClient, replyToken: String, userId: String, text: String) {
    val request = Messages.parseRequest(text)
    if (request == null) {
        line.reply(replyToken, Messages.HELP)
        return
    }
    val result = booking.reserve(userId, request)
    line.reply(replyToken, Messages.confirmation(result))
}
