package com.finlo.payouts

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.call
import io.ktor.server.response.respond
import io.ktor.server.routing.get
import io.ktor.server.routing.route
import io.ktor.server.routing.routing
import java.time.LocalDate

fun Application.payoutRoutes(repo: PayoutRepository, reports: SettlementReport) {
    routing {
        route("/payouts") {
            get("/{id}") {
                val id = call.parameters["id"]?.toLongOrNull()
                    ?: return@get call.respond(HttpStatusCode.BadRequest, mapOf("error" to "id must be a number"))
                val payout = repo.find(id)
                    ?: return@get call.respond(HttpStatusCode.NotFound, mapOf("error" to "payout $id not found"))
                call.respond(payout)
            }
        }
        get("/merchants/{id}/payouts") {
            val merchantId = call.parameters["id"]?.toLongOrNull()
                ?: return@get call.respond(HttpStatusCode.BadRequest, mapOf("error" to "id must be a number"))
            val status = call.request.queryParameters["status"]?.takeIf { it.isNotBlank() }
            call.respond(repo.listByMerchant(merchantId, status))
        }
        get("/settlements/{date}") {
            val date = runCatching { LocalDate.parse(call.parameters["date"]) }.getOrNull()
                ?: return@get call.respond(HttpStatusCode.BadRequest, mapOf("error" to "date must be YYYY-MM-DD"))
            call.respond(reports.forDay(date))
        }
    }
}
