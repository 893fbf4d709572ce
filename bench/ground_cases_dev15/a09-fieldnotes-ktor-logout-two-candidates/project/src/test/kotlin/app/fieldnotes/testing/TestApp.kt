package app.fieldnotes.testing

import app.fieldnotes.auth.AuthConfig
import app.fieldnotes.auth.RefreshTokens
import app.fieldnotes.auth.TokenService
import app.fieldnotes.notes.NoteAttachments
import app.fieldnotes.notes.Notes
import io.ktor.client.HttpClient
import io.ktor.client.plugins.defaultRequest
import io.ktor.client.request.bearerAuth
import io.ktor.server.config.MapApplicationConfig
import io.ktor.server.testing.ApplicationTestBuilder
import io.ktor.server.testing.testApplication
import org.jetbrains.exposed.sql.SchemaUtils
import org.jetbrains.exposed.sql.insert
import org.jetbrains.exposed.sql.transactions.transaction
import java.time.Instant

val testAuthConfig = AuthConfig(
    issuer = "https://api.fieldnotes.test",
    audience = "fieldnotes-mobile",
    secret = "test-secret",
    accessTokenMinutes = 15,
    refreshTokenDays = 30,
    idleTimeoutMinutes = 15,
    cleanupIntervalMinutes = 5,
)

fun testApp(block: suspend ApplicationTestBuilder.() -> Unit) = testApplication {
    environment {
        config = MapApplicationConfig(
            "database.url" to "jdbc:h2:mem:test;MODE=PostgreSQL;DB_CLOSE_DELAY=-1",
            "database.user" to "sa",
            "database.password" to "",
            "database.maxPoolSize" to "2",
            "auth.issuer" to testAuthConfig.issuer,
            "auth.audience" to testAuthConfig.audience,
            "auth.secret" to testAuthConfig.secret,
            "auth.accessTokenMinutes" to "15",
            "auth.refreshTokenDays" to "30",
            "auth.idleTimeoutMinutes" to "15",
            "auth.cleanupIntervalMinutes" to "5",
        )
    }
    startApplication()
    transaction { SchemaUtils.create(Notes, NoteAttachments, RefreshTokens) }
    block()
}

fun ApplicationTestBuilder.authedClient(userId: Long): HttpClient {
    val token = TokenService(testAuthConfig).issue(userId).accessToken
    return createClient { defaultRequest { bearerAuth(token) } }
}

fun insertAttachment(noteId: Long, filename: String, sizeBytes: Long, contentType: String) = transaction {
    NoteAttachments.insert {
        it[NoteAttachments.noteId] = noteId
        it[NoteAttachments.filename] = filename
        it[NoteAttachments.sizeBytes] = sizeBytes
        it[NoteAttachments.contentType] = contentType
        it[uploadedAt] = Instant.now()
    }
}
