package jp.hiyori.api.routes

import io.ktor.http.HttpStatusCode
import io.ktor.server.auth.authenticate
import io.ktor.server.auth.jwt.JWTPrincipal
import io.ktor.server.auth.principal
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.get
import io.ktor.server.routing.route
import jp.hiyori.api.plugins.AUTH_USER
import jp.hiyori.api.users.UserRepository

fun Route.meRoutes(users: UserRepository) {
    authenticate(AUTH_USER) {
        route("/api/me") {
            get {
                val userId = call.principal<JWTPrincipal>()!!.payload.subject
                val user = users.find(userId)
                if (user == null) {
                    call.respond(HttpStatusCode.NotFound, mapOf("error" to "user not found"))
                    return@get
                }
                call.respond(user.toProfile())
            }
            get("/locations") {
                val userId = call.principal<JWTPrincipal>()!!.payload.subject
                call.respond(users.savedLocations(userId))
            }
        }
    }
}

fun Route.publicRoutes() {
    get("/healthz") { call.respond(mapOf("ok" to true)) }
    get("/api/public/forecast/{area}") {
        val area = call.parameters["area"]!!
        call.respond(mapOf("area" to area, "source" to "jma"))
    }
}
