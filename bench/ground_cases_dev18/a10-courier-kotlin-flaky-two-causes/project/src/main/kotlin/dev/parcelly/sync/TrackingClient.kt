package dev.parcelly.sync

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.okhttp.OkHttp
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.plugins.expectSuccess
import io.ktor.client.request.get
import io.ktor.serialization.kotlinx.json.json
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class CourierShipment(
    val trackingNumber: String,
    val status: String,
    val lastEventAt: String? = null,
    val eta: String? = null,
)

class TrackingClient(private val baseUrl: String, readTimeoutMs: Long = 5_000) {
    private val http = HttpClient(OkHttp) {
        expectSuccess = true
        install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) }
        install(HttpTimeout) {
            connectTimeoutMillis = 2_000
            requestTimeoutMillis = readTimeoutMs
            socketTimeoutMillis = readTimeoutMs
        }
    }

    suspend fun fetch(trackingNumber: String): CourierShipment =
        http.get("${baseUrl.trimEnd('/')}/v2/shipments/$trackingNumber").body()

    fun close() = http.close()
}
