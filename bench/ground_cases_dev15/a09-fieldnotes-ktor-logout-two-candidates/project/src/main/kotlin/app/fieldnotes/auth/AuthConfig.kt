package app.fieldnotes.auth

import io.ktor.server.config.*
import org.jetbrains.exposed.sql.Table
import org.jetbrains.exposed.sql.javatime.timestamp

data class AuthConfig(
    val issuer: String,
    val audience: String,
    val secret: String,
    val accessTokenMinutes: Long,
    val refreshTokenDays: Long,
    val idleTimeoutMinutes: Long,
    val cleanupIntervalMinutes: Long,
) {
    companion object {
        fun from(config: ApplicationConfig) = AuthConfig(
            issuer = config.property("auth.issuer").getString(),
            audience = config.property("auth.audience").getString(),
            secret = config.property("auth.secret").getString(),
            accessTokenMinutes = config.property("auth.accessTokenMinutes").getString().toLong(),
            refreshTokenDays = config.property("auth.refreshTokenDays").getString().toLong(),
            idleTimeoutMinutes = config.property("auth.idleTimeoutMinutes").getString().toLong(),
            cleanupIntervalMinutes = config.property("auth.cleanupIntervalMinutes").getString().toLong(),
        )
    }
}

object RefreshTokens : Table("refresh_tokens") {
    val tokenHash = varchar("token_hash", 64)
    val userId = long("user_id").index()
    val family = uuid("family").index()
    val expiresAt = timestamp("expires_at")
    val lastUsedAt = timestamp("last_used_at")
    val revokedAt = timestamp("revoked_at").nullable()

    override val primaryKey = PrimaryKey(tokenHash)
}
