package jp.tsubame.catalog.routes

import io.ktor.http.HttpStatusCode
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import jp.tsubame.catalog.service.SearchService

private const val DEFAULT_LIMIT = 50
private const val MAX_LIMIT = 200

fun Route.searchRoutes(service: SearchService) {
    get("/api/products/search") {
        val q = call.request.queryParameters["q"].orEmpty().trim { it.isWhitespace() || it == '\u3000' }
        if (q.isEmpty()) {
            call.respond(HttpStatusCode.BadRequest, mapOf("error" to "q is required"))
            return@get
        }
        val limit = call.request.queryParameters["limit"]?.toIntOrNull()
            ?.coerceIn(1, MAX_LIMIT) ?: DEFAULT_LIMIT
        val category = call.request.queryParameters["category"]

        val results = service.search(q, category, limit)
        call.respond(HttpStatusCode.OK, results)
    }

    get("/api/products/suggest") {
        val q = call.request.queryParameters["q"].orEmpty().trim { it.isWhitespace() || it == '\u3000' }
        if (q.length < 2) {
            call.respond(HttpStatusCode.OK, emptyList<String>())
            return@get
        }
        call.respond(HttpStatusCode.OK, service.suggest(q))
    }
}
