package jp.mochi.sync

import io.ktor.client.HttpClient
import io.ktor.client.request.bearerAuth
import io.ktor.client.request.get
import io.ktor.client.request.parameter
import io.ktor.client.statement.HttpResponse
import io.ktor.client.statement.bodyAsText
import io.ktor.http.HttpStatusCode

class PartnerApi(
    private val http: HttpClient,
    private val baseUrl: String,
    private val tokens: TokenCache,
) {
    suspend fun orders(shopId: String, cursor: String?): String {
        var response = request(shopId, cursor, tokens.get())
        if (response.status == HttpStatusCode.Unauthorized) {
            response = request(shopId, cursor, tokens.onUnauthorized())
        }
        check(response.status.value in 200..299) { "partner API ${response.status} for $shopId" }
        return response.bodyAsText()
    }

    private suspend fun request(shopId: String, cursor: String?, token: String): HttpResponse =
        http.get("$baseUrl/v1/shops/$shopId/orders") {
            bearerAuth(token)
            cursor?.let { parameter("cursor", it) }
        }
}
