package com.lihao.quicknote.sync

import com.lihao.quicknote.BuildConfig
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.RequestBody
import okhttp3.RequestBody.Companion.toRequestBody
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import retrofit2.http.Body
import retrofit2.http.DELETE
import retrofit2.http.PUT
import retrofit2.http.Path

interface NoteApi {
    @PUT("notes/{id}")
    suspend fun upsertRaw(@Path("id") id: String, @Body body: RequestBody)

    @DELETE("notes/{id}")
    suspend fun delete(@Path("id") id: String)

    suspend fun upsert(id: String, json: String) =
        upsertRaw(id, json.toRequestBody("application/json".toMediaType()))

    companion object {
        fun create(): NoteApi = Retrofit.Builder()
            .baseUrl(BuildConfig.API_BASE_URL)
            .addConverterFactory(MoshiConverterFactory.create())
            .build()
            .create(NoteApi::class.java)
    }
}
