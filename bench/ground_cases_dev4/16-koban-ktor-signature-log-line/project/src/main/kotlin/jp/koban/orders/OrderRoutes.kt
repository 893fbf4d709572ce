package jp.koban.orders

import io.ktor.server.application.call
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get

const val MAX_PAGE_SIZE = 100

fun Route.orderRoutes() {
    get("/orders") {
        val size = (call.request.queryParameters["size"]?.toIntOrNull() ?: 20).coerceAtMost(MAX_PAGE_SIZE)
        call.respond(OrderRepository.page(size))
    }
}
