package app.fieldnotes.notes

import org.jetbrains.exposed.dao.id.LongIdTable
import org.jetbrains.exposed.sql.ResultRow
import org.jetbrains.exposed.sql.SortOrder
import org.jetbrains.exposed.sql.SqlExpressionBuilder.eq
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.deleteWhere
import org.jetbrains.exposed.sql.insertAndGetId
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.javatime.timestamp
import org.jetbrains.exposed.sql.transactions.transaction
import java.time.Instant

object Notes : LongIdTable("notes") {
    val userId = long("user_id").index()
    val title = varchar("title", 200)
    val body = text("body")
    val updatedAt = timestamp("updated_at")
}

object NoteAttachments : LongIdTable("note_attachments") {
    val noteId = long("note_id").index()
    val filename = varchar("filename", 255)
    val sizeBytes = long("size_bytes")
    val contentType = varchar("content_type", 100)
    val uploadedAt = timestamp("uploaded_at")
}

data class Note(val id: Long, val userId: Long, val title: String, val body: String, val updatedAt: Instant)

data class Attachment(val id: Long, val filename: String, val sizeBytes: Long, val contentType: String, val uploadedAt: Instant)

class NotesRepository {
    fun listForUser(userId: Long): List<Note> = transaction {
        Notes.selectAll().where { Notes.userId eq userId }
            .orderBy(Notes.updatedAt, SortOrder.DESC)
            .map { it.toNote() }
    }

    fun find(id: Long, userId: Long): Note? = transaction {
        Notes.selectAll().where { (Notes.id eq id) and (Notes.userId eq userId) }.singleOrNull()?.toNote()
    }

    fun create(userId: Long, title: String, body: String): Note = transaction {
        val now = Instant.now()
        val id = Notes.insertAndGetId {
            it[Notes.userId] = userId
            it[Notes.title] = title
            it[Notes.body] = body
            it[updatedAt] = now
        }
        Note(id.value, userId, title, body, now)
    }

    /** Attachments of a note, or null when the note doesn't exist or belongs to someone else. */
    fun attachments(noteId: Long, userId: Long): List<Attachment>? = transaction {
        if (find(noteId, userId) == null) return@transaction null
        NoteAttachments.selectAll().where { NoteAttachments.noteId eq noteId }
            .orderBy(NoteAttachments.uploadedAt, SortOrder.ASC)
            .map {
                Attachment(
                    it[NoteAttachments.id].value,
                    it[NoteAttachments.filename],
                    it[NoteAttachments.sizeBytes],
                    it[NoteAttachments.contentType],
                    it[NoteAttachments.uploadedAt],
                )
            }
    }

    fun delete(id: Long, userId: Long): Boolean = transaction {
        Notes.deleteWhere { (Notes.id eq id) and (Notes.userId eq userId) } > 0
    }

    private fun ResultRow.toNote() = Note(this[Notes.id].value, this[Notes.userId], this[Notes.title], this[Notes.body], this[Notes.updatedAt])
}
