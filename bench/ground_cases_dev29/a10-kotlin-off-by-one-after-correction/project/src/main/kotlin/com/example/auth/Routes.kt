package com.example.auth

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.post
import io.ktor.server.routing.routing
import kotlinx.serialization.Serializable

@Serializable
data class ChangePassword(val username: String, val current: String, val new: String)

@Serializable
data class PolicyError(val code: String, val message: String)

fun Application.passwordRoutes(policy: PasswordPolicy, users: UserStore) {
    routing {
        post("/password") {
            val req = call.receive<ChangePassword>()
            if (!users.verify(req.username, req.current)) {
                call.respond(HttpStatusCode.Unauthorized)
                return@post
            }
            val violations = policy.check(req.new, req.username)
            if (violations.isNotEmpty()) {
                call.respond(
                    HttpStatusCode.UnprocessableEntity,
                    violations.map { PolicyError(codeOf(it), policy.message(it)) },
                )
                return@post
            }
            users.setPassword(req.username, req.new)
            call.respond(HttpStatusCode.NoContent)
        }
    }
}

private fun codeOf(v: Violation): String = when (v) {
    is Violation.TooShort -> "too_short"
    is Violation.TooLong -> "too_long"
    Violation.NoDigit -> "no_digit"
    Violation.ContainsUsername -> "contains_username"
}
