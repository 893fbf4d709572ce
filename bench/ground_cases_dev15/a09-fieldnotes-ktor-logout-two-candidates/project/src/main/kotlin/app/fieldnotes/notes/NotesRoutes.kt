package app.fieldnotes.notes

import app.fieldnotes.auth.userId
import io.ktor.http.HttpStatusCode
import io.ktor.server.application.call
import io.ktor.server.auth.authenticate
import io.ktor.server.request.receive
import io.ktor.server.response.respond
import io.ktor.server.routing.Route
import io.ktor.server.routing.delete
import io.ktor.server.routing.get
import io.ktor.server.routing.post
import io.ktor.server.routing.route
import kotlinx.serialization.Serializable

@Serializable
data class NoteDto(val id: Long, val title: String, val body: String, val updatedAt: String)

@Serializable
data class NoteInput(val title: String, val body: String)

@Serializable
data class AttachmentDto(val id: Long, val filename: String, val size: Long, val contentType: String, val uploadedAt: String)

fun Route.notesRoutes(repo: NotesRepository) {
    authenticate("jwt") {
        route("/notes") {
            get {
                val userId = call.userId()
                call.respond(repo.listForUser(userId).map { it.toDto() })
            }
            post {
                val input = call.receive<NoteInput>()
                if (input.title.isBlank()) return@post call.respond(HttpStatusCode.BadRequest, "title is required")
                val note = repo.create(call.userId(), input.title.trim(), input.body)
                call.respond(HttpStatusCode.Created, note.toDto())
            }
            get("/{id}") {
                val id = call.parameters["id"]?.toLongOrNull() ?: return@get call.respond(HttpStatusCode.BadRequest)
                val note = repo.find(id, call.userId()) ?: return@get call.respond(HttpStatusCode.NotFound)
                call.respond(note.toDto())
            }
            get("/{id}/attachments") {
                val id = call.parameters["id"]?.toLongOrNull() ?: return@get call.respond(HttpStatusCode.BadRequest)
                val attachments = repo.attachments(id, call.userId()) ?: return@get call.respond(HttpStatusCode.NotFound)
                call.respond(attachments.map { AttachmentDto(it.id, it.filename, it.sizeBytes, it.contentType, it.uploadedAt.toString()) })
            }
            delete("/{id}") {
                val id = call.parameters["id"]?.toLongOrNull() ?: return@delete call.respond(HttpStatusCode.BadRequest)
                if (repo.delete(id, call.userId())) call.respond(HttpStatusCode.NoContent) else call.respond(HttpStatusCode.NotFound)
            }
        }
    }
}

private fun Note.toDto() = NoteDto(id, title, body, updatedAt.toString())
