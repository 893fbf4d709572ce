package jp.genba.notes.sync

import retrofit2.Response
import retrofit2.http.Body
import retrofit2.http.PUT
import retrofit2.http.Path

data class NoteBody(val body: String, val editedAt: Long)

interface NotesApi {
    @PUT("notes/{id}")
    suspend fun put(@Path("id") id: String, @Body body: NoteBody): Response<Unit>
}

object ApiFactory {
    private val retrofit = retrofit2.Retrofit.Builder()
        .baseUrl("https://api.genba-notes.example.jp/v1/")
        .addConverterFactory(retrofit2.converter.moshi.MoshiConverterFactory.create())
        .build()

    fun notes(): NotesApi = retrofit.create(NotesApi::class.java)
}
