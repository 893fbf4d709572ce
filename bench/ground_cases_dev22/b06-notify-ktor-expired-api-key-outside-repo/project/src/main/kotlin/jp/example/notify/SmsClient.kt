package jp.example.notify

import io.ktor.client.HttpClient
import io.ktor.client.request.header
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.http.isSuccess
import kotlinx.serialization.Serializable

class SmsSendException(message: String) : RuntimeException(message)

@Serializable
data class SmsRequest(val to: String, val text: String, val sender: String)

class SmsClient(
    private val http: HttpClient,
    private val baseUrl: String,
    private val apiKey: String,
    private val sender: String,
) {
    suspend fun send(to: String, text: String) {
        val res = http.post("$baseUrl/v1/messages") {
            header("X-Api-Key", apiKey)
            contentType(ContentType.Application.Json)
            setBody(SmsRequest(to = to, text = text, sender = sender))
        }
        if (!res.status.isSuccess()) {
            throw SmsSendException("${res.status} from api.smsgate.jp: ${res.bodyAsText()}")
        }
    }
}
