package app.fieldnotes.auth

import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.delay
import kotlinx.coroutines.isActive
import kotlinx.coroutines.launch
import org.jetbrains.exposed.sql.SqlExpressionBuilder.less
import org.jetbrains.exposed.sql.deleteWhere
import org.jetbrains.exposed.sql.or
import org.jetbrains.exposed.sql.transactions.transaction
import org.slf4j.LoggerFactory
import java.time.Duration
import java.time.Instant

/**
 * Deletes refresh tokens that expired or were not used for `idleTimeoutMinutes`, so an
 * abandoned device is logged out. Runs every `cleanupIntervalMinutes` on every instance.
 */
class SessionCleanupJob(private val config: AuthConfig) {
    private val log = LoggerFactory.getLogger(SessionCleanupJob::class.java)

    fun start(scope: CoroutineScope) = scope.launch {
        while (isActive) {
            runCatching { runOnce() }.onFailure { log.error("session cleanup failed", it) }
            delay(Duration.ofMinutes(config.cleanupIntervalMinutes).toMillis())
        }
    }

    fun runOnce(now: Instant = Instant.now()): Int {
        val idleCutoff = now.minus(Duration.ofMinutes(config.idleTimeoutMinutes))
        val removed = transaction {
            RefreshTokens.deleteWhere { (expiresAt less now) or (lastUsedAt less idleCutoff) }
        }
        log.debug("session cleanup removed {} refresh tokens", removed)
        return removed
    }
}
