package app.fieldnotes.auth

import com.auth0.jwt.JWT
import com.auth0.jwt.algorithms.Algorithm
import org.jetbrains.exposed.sql.SqlExpressionBuilder.eq
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.insert
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.transactions.transaction
import org.jetbrains.exposed.sql.update
import org.slf4j.LoggerFactory
import java.security.MessageDigest
import java.security.SecureRandom
import java.time.Duration
import java.time.Instant
import java.util.Base64
import java.util.Date
import java.util.UUID

data class TokenPair(val accessToken: String, val refreshToken: String, val expiresIn: Long)

class InvalidRefreshToken : RuntimeException("invalid refresh token")

class TokenService(private val config: AuthConfig) {
    private val log = LoggerFactory.getLogger(TokenService::class.java)
    private val random = SecureRandom()
    private val algorithm = Algorithm.HMAC256(config.secret)

    fun issue(userId: Long, family: UUID = UUID.randomUUID()): TokenPair {
        val now = Instant.now()
        val access = JWT.create()
            .withIssuer(config.issuer)
            .withAudience(config.audience)
            .withSubject(userId.toString())
            .withIssuedAt(Date.from(now))
            .withExpiresAt(Date.from(now.plus(Duration.ofMinutes(config.accessTokenMinutes))))
            .sign(algorithm)
        val refresh = ByteArray(32).also(random::nextBytes).let { Base64.getUrlEncoder().withoutPadding().encodeToString(it) }
        transaction {
            RefreshTokens.insert {
                it[tokenHash] = sha256(refresh)
                it[RefreshTokens.userId] = userId
                it[RefreshTokens.family] = family
                it[expiresAt] = now.plus(Duration.ofDays(config.refreshTokenDays))
                it[lastUsedAt] = now
            }
        }
        return TokenPair(access, refresh, config.accessTokenMinutes * 60)
    }

    /**
     * Rotates a refresh token: the presented token is revoked and a new pair is issued in the
     * same family. Presenting an already revoked token is treated as theft (RFC 6819 5.2.2.3):
     * the whole family is revoked and the user has to log in again on that device.
     */
    fun refresh(presented: String): TokenPair {
        val now = Instant.now()
        val row = transaction {
            RefreshTokens.selectAll().where { RefreshTokens.tokenHash eq sha256(presented) }.singleOrNull()
        } ?: throw InvalidRefreshToken()
        if (row[RefreshTokens.revokedAt] != null) {
            log.warn("refresh token reuse detected for user {} family {}", row[RefreshTokens.userId], row[RefreshTokens.family])
            revokeFamily(row[RefreshTokens.family])
            throw InvalidRefreshToken()
        }
        if (row[RefreshTokens.expiresAt].isBefore(now)) throw InvalidRefreshToken()
        transaction {
            RefreshTokens.update({ RefreshTokens.tokenHash eq row[RefreshTokens.tokenHash] }) { it[revokedAt] = now }
        }
        return issue(row[RefreshTokens.userId], row[RefreshTokens.family])
    }

    fun revokeFamily(family: UUID) = transaction {
        RefreshTokens.update({ (RefreshTokens.family eq family) and RefreshTokens.revokedAt.isNull() }) {
            it[revokedAt] = Instant.now()
        }
    }

    private fun sha256(value: String): String =
        MessageDigest.getInstance("SHA-256").digest(value.toByteArray()).joinToString("") { "%02x".format(it) }
}
