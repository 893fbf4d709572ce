package app.fieldnotes.auth

import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.ApplicationCall
import io.ktor.server.application.call
import io.ktor.server.application.install
import io.ktor.server.auth.Authentication
import io.ktor.server.auth.jwt.JWTPrincipal
import io.ktor.server.auth.jwt.jwt
import io.ktor.server.auth.principal
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.post
import kotlinx.serialization.Serializable

fun Application.configureSecurity(config: AuthConfig) {
    install(Authentication) {
        jwt("jwt") {
            verifier(
                JWT.require(Algorithm.HMAC256(config.secret))
                    .withIssuer(config.issuer)
                    .withAudience(config.audience)
                    .build(),
            )
            validate { cred -> cred.payload.subject?.toLongOrNull()?.let { JWTPrincipal(cred.payload) } }
            challenge { _, _ -> call.respond(HttpStatusCode.Unauthorized) }
        }
    }
}

fun ApplicationCall.userId(): Long = principal<JWTPrincipal>()!!.payload.subject.toLong()

@Serializable
data class RefreshRequest(val refreshToken: String)

@Serializable
data class TokenResponse(val accessToken: String, val refreshToken: String, val expiresIn: Long)

fun Route.authRoutes(tokens: TokenService) {
    post("/auth/refresh") {
        val req = call.receive<RefreshRequest>()
        try {
            val pair = tokens.refresh(req.refreshToken)
            call.respond(TokenResponse(pair.accessToken, pair.refreshToken, pair.expiresIn))
        } catch (e: InvalidRefreshToken) {
            call.respond(HttpStatusCode.Unauthorized)
        }
    }
}
