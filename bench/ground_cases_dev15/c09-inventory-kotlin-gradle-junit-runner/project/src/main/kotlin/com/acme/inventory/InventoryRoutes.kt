package com.acme.inventory

import io.ktor.http.HttpStatusCode
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import kotlinx.serialization.Serializable

@Serializable
data class AdjustRequest(val warehouse: String, val delta: Int, val reason: String)

@Serializable
data class ReserveRequest(val warehouse: String, val qty: Int, val orderId: String)

@Serializable
data class StockView(val sku: String, val total: Int, val available: Int, val warehouses: List<Stock>)

fun Route.inventoryRoutes(repo: StockRepository) {
    route("/stock/{sku}") {
        get {
            val sku = call.parameters["sku"]!!.uppercase()
            val rows = repo.find(sku)
            if (rows.isEmpty()) throw NoSuchElementException("unknown sku $sku")
            call.respond(StockView(sku, rows.sumOf { it.onHand }, rows.sumOf { it.available }, rows))
        }

        post("/adjust") {
            val sku = call.parameters["sku"]!!.uppercase()
            val req = call.receive<AdjustRequest>()
            require(req.reason.isNotBlank()) { "reason is required" }
            call.respond(repo.adjust(sku, req.warehouse, req.delta))
        }

        post("/reserve") {
            val sku = call.parameters["sku"]!!.uppercase()
            val req = call.receive<ReserveRequest>()
            call.respond(HttpStatusCode.Created, repo.reserve(sku, req.warehouse, req.qty))
        }
    }
}
