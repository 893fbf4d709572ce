package com.parkside.loyalty.points

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route

fun Route.pointsRoutes(ledger: PointsLedger) {
    route("/members/{id}/points") {
        get {
            val id = call.parameters["id"]!!
            call.respond(BalanceResponse(id, ledger.balance(id), ledger.expiringWithin(id, 30)))
        }
        get("/history") {
            val id = call.parameters["id"]!!
            val limit = call.request.queryParameters["limit"]?.toIntOrNull() ?: 50
            call.respond(ledger.history(id, limit).map { it.toResponse() })
        }
        post("/earn") {
            val id = call.parameters["id"]!!
            val body = call.receive<EarnRequest>()
            val entry = ledger.credit(id, body.points, body.reference)
            call.respond(HttpStatusCode.Created, entry.toResponse())
        }
        post("/redeem") {
            val id = call.parameters["id"]!!
            val body = call.receive<RedeemRequest>()
            val entry = ledger.redeem(id, body.points, body.reference)
            call.respond(HttpStatusCode.Created, entry.toResponse())
        }
    }
}
