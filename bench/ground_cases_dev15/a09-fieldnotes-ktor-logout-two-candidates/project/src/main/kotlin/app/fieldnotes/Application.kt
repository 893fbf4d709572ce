package app.fieldnotes

import app.fieldnotes.auth.AuthConfig
import app.fieldnotes.auth.SessionCleanupJob
import app.fieldnotes.auth.TokenService
import app.fieldnotes.auth.authRoutes
import app.fieldnotes.auth.configureSecurity
import app.fieldnotes.notes.NotesRepository
import app.fieldnotes.notes.notesRoutes
import com.zaxxer.hikari.HikariConfig
import com.zaxxer.hikari.HikariDataSource
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.routing.routing
import org.jetbrains.exposed.sql.Database

fun Application.module() {
    val db = environment.config.config("database")
    Database.connect(
        HikariDataSource(
            HikariConfig().apply {
                jdbcUrl = db.property("url").getString()
                username = db.property("user").getString()
                password = db.property("password").getString()
                maximumPoolSize = db.property("maxPoolSize").getString().toInt()
            },
        ),
    )
    val authConfig = AuthConfig.from(environment.config)
    val tokens = TokenService(authConfig)

    install(ContentNegotiation) { json() }
    configureSecurity(authConfig)
    SessionCleanupJob(authConfig).start(this)

    routing {
        authRoutes(tokens)
        notesRoutes(NotesRepository())
    }
}
