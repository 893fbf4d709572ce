package com.pinwall.gallery.data

import okhttp3.OkHttpClient
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import retrofit2.http.GET
import retrofit2.http.Query
import java.util.concurrent.TimeUnit

data class PhotoDto(
    val id: String,
    val url: String,
    val width: Int,
    val height: Int,
    val author: String?,
)

interface PhotoApi {
    @GET("v1/photos")
    suspend fun photos(@Query("page") page: Int, @Query("per_page") perPage: Int = 30): List<PhotoDto>

    companion object {
        fun create(baseUrl: String): PhotoApi {
            val client = OkHttpClient.Builder()
                .connectTimeout(15, TimeUnit.SECONDS)
                .readTimeout(15, TimeUnit.SECONDS)
                .build()
            return Retrofit.Builder()
                .baseUrl(baseUrl)
                .client(client)
                .addConverterFactory(MoshiConverterFactory.create())
                .build()
                .create(PhotoApi::class.java)
        }
    }
}
