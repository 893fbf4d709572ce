package app.line

import io.ktor.client.HttpClient
import io.ktor.client.engine.cio.CIO
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put
import kotlinx.serialization.json.putJsonArray
import kotlinx.serialization.json.addJsonObject

class LineApiException(val status: Int, val body: String) : RuntimeException("LINE API $status: $body")

class LineClient(private val accessToken: String, private val http: HttpClient = HttpClient(CIO)) {
    private val api = "https://api.line.me/v2/bot/message"

    /** Free, but the reply token is single-use and only valid for a short time after the event. */
    suspend fun reply(replyToken: String, text: String) = send("$api/reply", buildJsonObject {
        put("replyToken", replyToken)
        putJsonArray("messages") { addJsonObject { put("type", "text"); put("text", text) } }
    }.toString())

    /** Counts against the monthly message quota. Used by the reminder job. */
    suspend fun push(userId: String, text: String) = send("$api/push", buildJsonObject {
        put("to", userId)
        putJsonArray("messages") { addJsonObject { put("type", "text"); put("text", text) } }
    }.toString())

    private suspend fun send(url: String, json: String) {
        val res = http.post(url) {
            bearerAuth(accessToken)
            contentType(ContentType.Application.Json)
            setBody(json)
        }
        if (!res.status.isSuccess()) throw LineApiException(res.status.value, res.bodyAsText())
    }
}
