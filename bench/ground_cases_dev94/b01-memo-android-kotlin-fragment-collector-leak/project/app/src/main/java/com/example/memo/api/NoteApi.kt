package com.example.memo.api

import com.example.memo.data.Note
import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.PUT

interface NoteApi {
    @GET("v1/notes")
    suspend fun list(): List<NoteDto>

    @PUT("v1/notes")
    suspend fun put(@Body note: NoteDto): NoteDto
}

data class NoteDto(
    val id: String,
    val localId: Long?,
    val title: String,
    val body: String,
    val updatedAt: Long,
) {
    fun toNote(): Note = Note(
        id = localId ?: 0,
        title = title,
        body = body,
        updatedAt = updatedAt,
        remoteId = id,
        dirty = false,
    )

    companion object {
        fun from(note: Note) = NoteDto(
            id = note.remoteId.orEmpty(),
            localId = note.id,
            title = note.title,
            body = note.body,
            updatedAt = note.updatedAt,
        )
    }
}
