package com.routely.driver.pod

import okhttp3.MediaType.Companion.toMediaType
import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody
import java.io.File
import java.io.IOException

class PodUploader(
    private val client: OkHttpClient,
    private val baseUrl: String,
    private val maxAttempts: Int = 5,
    private val sleep: (Long) -> Unit = Thread::sleep,
) {
    /** Uploads the photo for a stop, retrying IO errors with exponential backoff. */
    fun upload(stopId: String, photo: File): String {
        var delayMs = 1_000L
        repeat(maxAttempts - 1) {
            try {
                return uploadOnce(stopId, photo)
            } catch (e: IOException) {
                sleep(delayMs)
                delayMs *= 2
            }
        }
        return uploadOnce(stopId, photo)
    }

    private fun uploadOnce(stopId: String, photo: File): String {
        val body = MultipartBody.Builder()
            .setType(MultipartBody.FORM)
            .addFormDataPart("stop_id", stopId)
            .addFormDataPart("photo", photo.name, photo.asRequestBody("image/jpeg".toMediaType()))
            .build()
        val request = Request.Builder().url("$baseUrl/pod/photos").post(body).build()
        client.newCall(request).execute().use { res ->
            if (!res.isSuccessful) throw IOException("POD upload failed: HTTP ${res.code}")
            return res.body!!.string().trim()
        }
    }
}
