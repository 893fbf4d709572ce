package jp.tsumugi.notes.data

import retrofit2.http.GET
import retrofit2.http.Query

data class NoteDto(
    val id: Long,
    val title: String,
    val body: String,
    val updatedAt: String,
)

data class NotesPage(
    val items: List<NoteDto>,
    val total: Int,
)

interface NotesApi {
    @GET("notes")
    suspend fun list(
        @Query("offset") offset: Int,
        @Query("limit") limit: Int,
    ): NotesPage

    @GET("notes/search")
    suspend fun search(
        @Query("q") query: String,
        @Query("limit") limit: Int = 20,
    ): NotesPage
}

fun NoteDto.preview(max: Int = 60): String =
    if (body.length <= max) body else body.take(max - 1) + "…"
