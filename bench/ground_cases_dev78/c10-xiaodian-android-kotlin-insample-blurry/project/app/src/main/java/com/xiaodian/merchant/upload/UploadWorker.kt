package com.xiaodian.merchant.upload

import android.content.Context
import androidx.core.net.toUri
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import androidx.work.workDataOf
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody

class UploadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    private val client = OkHttpClient()

    override suspend fun doWork(): Result {
        if (runAttemptCount >= MAX_ATTEMPTS) return Result.failure()
        val uri = inputData.getString(KEY_URI)?.toUri() ?: return Result.failure()
        val endpoint = inputData.getString(KEY_ENDPOINT) ?: return Result.failure()
        val file = ImageCompressor(applicationContext).compress(uri)

        val body = MultipartBody.Builder().setType(MultipartBody.FORM)
            .addFormDataPart("file", file.name, file.asRequestBody("image/jpeg".toMediaType()))
            .build()
        val request = Request.Builder().url(endpoint).post(body).build()

        return try {
            client.newCall(request).execute().use { resp ->
                when {
                    resp.isSuccessful -> Result.success(workDataOf(KEY_URL to resp.header("Location")))
                    resp.code in 500..599 -> Result.retry()
                    else -> Result.failure()
                }
            }
        } catch (e: java.io.IOException) {
            Result.retry()
        } finally {
            file.delete()
        }
    }

    companion object {
        const val KEY_URI = "uri"
        const val KEY_ENDPOINT = "endpoint"
        const val KEY_URL = "url"
        const val MAX_ATTEMPTS = 5
    }
}
