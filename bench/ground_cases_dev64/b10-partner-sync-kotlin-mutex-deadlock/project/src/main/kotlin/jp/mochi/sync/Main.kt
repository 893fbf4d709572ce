package jp.mochi.sync

import io.ktor.client.HttpClient
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.serialization.kotlinx.json.json
import kotlinx.coroutines.coroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.launch
import kotlinx.coroutines.runBlocking
import kotlinx.serialization.json.Json

fun main() = runBlocking {
    val http = HttpClient(CIO) { install(ContentNegotiation) { json(Json { ignoreUnknownKeys = true }) } }
    val env = System.getenv()
    val tokens = TokenCache(TokenClient(http, env.getValue("PARTNER_TOKEN_URL"), env.getValue("PARTNER_CLIENT_ID"),
        env.getValue("PARTNER_CLIENT_SECRET")))
    val api = PartnerApi(http, env.getValue("PARTNER_BASE_URL"), tokens)
    val sessions = SessionRepository()
    val shops = env.getValue("PARTNER_SHOPS").split(",")

    coroutineScope {
        for (shop in shops) {
            launch {
                while (true) {
                    runCatching { api.orders(shop, sessions.cursor(shop)) }
                        .onSuccess { body -> sessions.advance(shop, body.substringAfter("\"next\":\"").substringBefore("\"")) }
                        .onFailure { e -> println("[$shop] failed (${sessions.recordFailure(shop)}): ${e.message}") }
                    delay(30_000)
                }
            }
        }
    }
}
