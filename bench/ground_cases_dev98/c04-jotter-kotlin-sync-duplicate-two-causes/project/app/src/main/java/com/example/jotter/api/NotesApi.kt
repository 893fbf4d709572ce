package com.example.jotter.api

import com.example.jotter.data.NoteEntity
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.Header
import retrofit2.http.POST
import retrofit2.http.PUT
import retrofit2.http.Path
import retrofit2.http.Query

interface NotesApi {
    /** Everything that changed after [cursor]; null means from the beginning. */
    @GET("v1/notes/changes")
    suspend fun changes(@Query("since") cursor: String?): ChangesResponse

    @POST("v1/notes")
    suspend fun create(@Body body: NoteDto): NoteDto

    /** 412 when [version] is not the server's current version. */
    @PUT("v1/notes/{id}")
    suspend fun update(@Path("id") id: String, @Header("If-Match") version: Long, @Body body: NoteDto): Response<NoteDto>

    @DELETE("v1/notes/{id}")
    suspend fun delete(@Path("id") id: String): Response<Unit>
}

data class NoteDto(
    val id: String? = null,
    val title: String,
    val body: String,
    val updatedAt: Long,
    val version: Long = 0,
    val deleted: Boolean = false,
)

data class ChangesResponse(val notes: List<NoteDto>, val cursor: String)

fun NoteEntity.toDto() = NoteDto(serverId, title, body, updatedAt, version, deleted)

fun NoteDto.toEntity(localId: Long = 0) = NoteEntity(
    localId = localId,
    serverId = id,
    title = title,
    body = body,
    updatedAt = updatedAt,
    version = version,
    dirty = false,
    deleted = deleted,
)
