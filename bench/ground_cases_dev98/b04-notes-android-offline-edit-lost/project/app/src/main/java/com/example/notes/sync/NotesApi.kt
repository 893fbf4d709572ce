package com.example.notes.sync

import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Query

data class NoteDto(
    val id: String,
    val title: String,
    val body: String,
    /** epoch millis, set by the client that made the edit */
    val updatedAt: Long,
    val deleted: Boolean,
    /** server-side change counter; 0 for notes the server has never seen */
    val version: Long,
)

data class ChangesResponse(
    val notes: List<NoteDto>,
    val latestVersion: Long,
)

data class PushResult(
    /** ids the server stored as sent */
    val accepted: List<String>,
    /** notes the server refused, with its own current copy */
    val rejected: List<NoteDto>,
)

interface NotesApi {
    @GET("notes/changes")
    suspend fun changes(@Query("since") sinceVersion: Long): ChangesResponse

    @POST("notes/batch")
    suspend fun push(@Body notes: List<NoteDto>): PushResult
}
