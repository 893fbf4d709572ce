package dev.harbor.auth

import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm
import io.ktor.server.application.*
import io.ktor.server.auth.*
import io.ktor.server.auth.jwt.*
import java.util.Date

class JwtConfig(val issuer: String, val audience: String, val realm: String, secret: String, val validitySeconds: Long) {
    val algorithm: Algorithm = Algorithm.HMAC256(secret)

    fun issue(userId: String, now: Date = Date()): String = JWT.create()
        .withIssuer(issuer)
        .withAudience(audience)
        .withSubject(userId)
        .withIssuedAt(now)
        .withExpiresAt(Date(now.time + validitySeconds * 1000))
        .sign(algorithm)

    companion object {
        fun from(env: ApplicationEnvironment): JwtConfig {
            val c = env.config
            return JwtConfig(
                issuer = c.property("jwt.issuer").getString(),
                audience = c.property("jwt.audience").getString(),
                realm = c.property("jwt.realm").getString(),
                secret = c.property("jwt.secret").getString(),
                validitySeconds = c.property("jwt.validitySeconds").getString().toLong(),
            )
        }
    }
}

fun Application.configureAuth(jwt: JwtConfig) {
    install(Authentication) {
        jwt("auth-jwt") {
            realm = jwt.realm
            verifier(JWT.require(jwt.algorithm).withIssuer(jwt.issuer).withAudience(jwt.audience).build())
            validate { cred -> if (cred.payload.subject != null) JWTPrincipal(cred.payload) else null }
        }
    }
}
