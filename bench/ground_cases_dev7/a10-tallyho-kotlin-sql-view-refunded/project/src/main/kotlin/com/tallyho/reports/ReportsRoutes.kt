package com.tallyho.reports

import io.ktor.server.application.call
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.route
import java.time.LocalDate

fun Route.reportsRoutes(repo: ReportsRepository) {
    route("/reports") {
        get("/revenue") {
            val (from, to) = call.range()
            call.respond(repo.monthlyRevenue(from, to))
        }
        get("/refunds") {
            val (from, to) = call.range()
            call.respond(repo.monthlyRefunds(from, to))
        }
    }
}

private fun io.ktor.server.application.ApplicationCall.range(): Pair<LocalDate, LocalDate> {
    val to = request.queryParameters["to"]?.let(LocalDate::parse) ?: LocalDate.now().withDayOfMonth(1)
    val from = request.queryParameters["from"]?.let(LocalDate::parse) ?: to.minusMonths(11)
    return from to to
}
