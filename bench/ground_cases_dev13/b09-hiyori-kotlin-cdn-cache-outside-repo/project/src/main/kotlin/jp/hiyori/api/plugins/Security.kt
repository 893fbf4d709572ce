package jp.hiyori.api.plugins

import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.auth.Authentication
import io.ktor.server.auth.jwt.JWTPrincipal
import io.ktor.server.auth.jwt.jwt
import io.ktor.server.response.respond

const val AUTH_USER = "user-jwt"

fun Application.configureSecurity() {
    val issuer = environment.config.propertyOrNull("jwt.issuer")?.getString() ?: "https://auth.hiyori.jp/"
    val audience = environment.config.propertyOrNull("jwt.audience")?.getString() ?: "hiyori-api"
    val secret = System.getenv("JWT_SECRET") ?: "dev-only-secret"

    install(Authentication) {
        jwt(AUTH_USER) {
            realm = "hiyori"
            verifier(
                JWT.require(Algorithm.HMAC256(secret))
                    .withIssuer(issuer)
                    .withAudience(audience)
                    .build(),
            )
            validate { credential ->
                credential.payload.subject?.let { JWTPrincipal(credential.payload) }
            }
            challenge { _, _ ->
                call.respond(HttpStatusCode.Unauthorized, mapOf("error" to "token missing or expired"))
            }
        }
    }
}
