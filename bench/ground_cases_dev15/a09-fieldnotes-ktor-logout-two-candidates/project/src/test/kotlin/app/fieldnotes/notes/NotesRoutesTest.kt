package app.fieldnotes.notes

import app.fieldnotes.testing.authedClient
import app.fieldnotes.testing.insertAttachment
import app.fieldnotes.testing.testApp
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.ktor.client.request.*
import io.ktor.client.statement.*
import io.ktor.http.*
import kotlin.test.Test

class NotesRoutesTest {
    @Test
    fun `create then fetch a note`() = testApp {
        val client = authedClient(userId = 7)
        val created = client.post("/notes") {
            contentType(ContentType.Application.Json)
            setBody("""{"title":"Site visit","body":"North fence needs repair"}""")
        }
        created.status shouldBe HttpStatusCode.Created
        client.get("/notes").bodyAsText() shouldContain "Site visit"
    }

    @Test
    fun `other users notes are not visible`() = testApp {
        val id = authedClient(userId = 1).post("/notes") {
            contentType(ContentType.Application.Json)
            setBody("""{"title":"Private","body":""}""")
        }.bodyAsText().substringAfter("\"id\":").substringBefore(",")
        authedClient(userId = 2).get("/notes/$id").status shouldBe HttpStatusCode.NotFound
    }

    @Test
    fun `attachments of own note are listed, others get 404`() = testApp {
        val id = authedClient(userId = 7).post("/notes") {
            contentType(ContentType.Application.Json)
            setBody("""{"title":"With photo","body":""}""")
        }.bodyAsText().substringAfter("\"id\":").substringBefore(",")
        insertAttachment(noteId = id.toLong(), filename = "fence.jpg", sizeBytes = 482_113, contentType = "image/jpeg")

        val mine = authedClient(userId = 7).get("/notes/$id/attachments")
        mine.status shouldBe HttpStatusCode.OK
        mine.bodyAsText() shouldContain "\"filename\":\"fence.jpg\""
        authedClient(userId = 8).get("/notes/$id/attachments").status shouldBe HttpStatusCode.NotFound
    }

    @Test
    fun `blank title is rejected`() = testApp {
        authedClient(userId = 7).post("/notes") {
            contentType(ContentType.Application.Json)
            setBody("""{"title":"  ","body":"x"}""")
        }.status shouldBe HttpStatusCode.BadRequest
    }
}
