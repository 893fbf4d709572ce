package com.petpic.app.upload

import android.content.Context
import android.net.Uri
import androidx.work.CoroutineWorker
import androidx.work.ForegroundInfo
import androidx.work.WorkerParameters
import androidx.work.workDataOf
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import java.io.IOException

class UploadWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    private val client = OkHttpClient()

    override suspend fun getForegroundInfo(): ForegroundInfo =
        UploadNotifications.foregroundInfo(applicationContext, done = 0, total = 1)

    override suspend fun doWork(): Result {
        val albumId = inputData.getString(KEY_ALBUM) ?: return Result.failure()
        val uris = inputData.getStringArray(KEY_URIS)?.map(Uri::parse) ?: return Result.failure()
        val resolver = applicationContext.contentResolver

        uris.forEachIndexed { index, uri ->
            val bytes = resolver.openInputStream(uri)?.use { it.readBytes() } ?: return Result.failure()
            val body = MultipartBody.Builder().setType(MultipartBody.FORM)
                .addFormDataPart("photo", "photo_$index.jpg", bytes.toRequestBody("image/jpeg".toMediaType()))
                .build()
            val request = Request.Builder().url("$BASE/albums/$albumId/photos").post(body).build()
            try {
                client.newCall(request).execute().use { res ->
                    if (!res.isSuccessful) return Result.retry()
                }
            } catch (e: IOException) {
                return Result.retry()
            }
            setProgress(workDataOf(KEY_DONE to index + 1, KEY_TOTAL to uris.size))
            UploadNotifications.update(applicationContext, done = index + 1, total = uris.size)
        }
        return Result.success()
    }

    companion object {
        const val KEY_ALBUM = "album"
        const val KEY_URIS = "uris"
        const val KEY_DONE = "done"
        const val KEY_TOTAL = "total"
        private const val BASE = "https://api.petpic.example.com/v2"
    }
}
