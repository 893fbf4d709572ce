package jp.hiyori.api

import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.engine.embeddedServer
import io.ktor.server.netty.Netty
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.routing.routing
import jp.hiyori.api.plugins.configureHeaders
import jp.hiyori.api.plugins.configureLogging
import jp.hiyori.api.plugins.configureSecurity
import jp.hiyori.api.routes.meRoutes
import jp.hiyori.api.routes.publicRoutes
import jp.hiyori.api.users.InMemoryUserRepository
import jp.hiyori.api.users.UserRepository

fun main() {
    embeddedServer(Netty, port = System.getenv("PORT")?.toInt() ?: 8080) {
        module(InMemoryUserRepository.seeded())
    }.start(wait = true)
}

fun Application.module(users: UserRepository) {
    install(ContentNegotiation) { json() }
    configureLogging()
    configureHeaders()
    configureSecurity()
    routing {
        publicRoutes()
        meRoutes(users)
    }
}
