package com.parkside.loyalty

import com.parkside.loyalty.points.InsufficientPointsException
import com.parkside.loyalty.points.PointsLedger
import com.parkside.loyalty.points.pointsRoutes
import io.ktor.http.HttpStatusCode
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.call
import io.ktor.server.application.install
import io.ktor.server.engine.embeddedServer
import io.ktor.server.netty.Netty
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.plugins.statuspages.StatusPages
import io.ktor.server.response.respond
import io.ktor.server.routing.routing
import java.time.Clock

fun main() {
    embeddedServer(Netty, port = System.getenv("PORT")?.toInt() ?: 8080) {
        module(PointsLedger(Clock.systemUTC()))
    }.start(wait = true)
}

fun Application.module(ledger: PointsLedger) {
    install(ContentNegotiation) { json() }
    install(StatusPages) {
        exception<IllegalArgumentException> { call, cause ->
            call.respond(HttpStatusCode.BadRequest, mapOf("error" to (cause.message ?: "bad request")))
        }
        exception<InsufficientPointsException> { call, cause ->
            call.respond(HttpStatusCode.Conflict, mapOf("error" to cause.message, "available" to cause.available.toString()))
        }
        exception<NoSuchElementException> { call, cause ->
            call.respond(HttpStatusCode.NotFound, mapOf("error" to (cause.message ?: "not found")))
        }
    }
    routing {
        pointsRoutes(ledger)
    }
}
