package com.example.fieldnotes.sync

import com.example.fieldnotes.data.Note
import retrofit2.http.Body
import retrofit2.http.PUT
import retrofit2.http.Path

data class NotePayload(val id: String, val title: String, val body: String, val updatedAt: Long) {
    companion object {
        fun from(note: Note) = NotePayload(note.id, note.title, note.body, note.updatedAt)
    }
}

data class RemoteNote(val id: String, val version: Int)

interface NoteApi {
    @PUT("notes/{id}")
    suspend fun put(@Path("id") id: String, @Body payload: NotePayload): RemoteNote

    suspend fun upload(payload: NotePayload): RemoteNote = put(payload.id, payload)
}
