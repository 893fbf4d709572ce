package com.fieldnotes.net

import com.fieldnotes.data.NoteEntity
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.GET
import retrofit2.http.PUT
import retrofit2.http.Path
import retrofit2.http.Query

interface NotesApi {
    /** Everything changed since [since] (epoch millis), tombstones included. */
    @GET("v1/notes/changes")
    suspend fun changes(@Query("since") since: Long): ChangesResponse

    /** 409 when [NoteDto.version] is behind the server's. */
    @PUT("v1/notes/{id}")
    suspend fun push(@Path("id") id: String, @Body note: NoteDto): Response<NoteDto>

    @DELETE("v1/notes/{id}")
    suspend fun delete(@Path("id") id: String, @Query("baseVersion") baseVersion: Long): Response<Unit>
}

@Serializable
data class NoteDto(
    val id: String,
    val title: String,
    val body: String,
    @SerialName("updated_at_ms") val updatedAtMs: Long,
    val version: Long = 0,
    val deleted: Boolean = false,
)

@Serializable
data class ChangesResponse(
    val notes: List<NoteDto>,
    @SerialName("server_time_ms") val serverTimeMs: Long,
)

fun NoteDto.toEntity(): NoteEntity =
    NoteEntity(id, title, body, updatedAtMs, serverVersion = version, dirty = false, deleted = deleted)

fun NoteEntity.toDto(): NoteDto =
    NoteDto(id, title, body, updatedAtMs = updatedAt, version = serverVersion, deleted = deleted)
