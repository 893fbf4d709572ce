package com.fenghe.fitlog.net

import com.fenghe.fitlog.BuildConfig
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import okhttp3.Interceptor
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import java.util.concurrent.TimeUnit

class ApiException(val code: Int, message: String) : Exception(message)

object ApiClient {
    private val json = "application/json; charset=utf-8".toMediaType()

    private val keyInterceptor = Interceptor { chain ->
        val request = chain.request().newBuilder()
            .header("X-Api-Key", BuildConfig.API_KEY)
            .header("User-Agent", "fitlog-android/${BuildConfig.VERSION_NAME}")
            .build()
        chain.proceed(request)
    }

    private val http = OkHttpClient.Builder()
        .addInterceptor(keyInterceptor)
        .connectTimeout(10, TimeUnit.SECONDS)
        .readTimeout(20, TimeUnit.SECONDS)
        .build()

    suspend fun post(path: String, body: String): String = withContext(Dispatchers.IO) {
        val request = Request.Builder()
            .url(BuildConfig.API_BASE + path)
            .post(body.toRequestBody(json))
            .build()
        http.newCall(request).execute().use { response ->
            val text = response.body?.string().orEmpty()
            if (!response.isSuccessful) throw ApiException(response.code, text)
            text
        }
    }
}
