package com.example.notes.sync

import android.content.Context
import android.util.Log
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import com.example.notes.data.NoteRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.io.IOException
import java.net.HttpURLConnection
import java.net.URL

class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    companion object {
        const val MAX_ATTEMPTS = 5
        private const val TAG = "NotesSync"
    }

    private val repository = NoteRepository(context)

    override suspend fun doWork(): Result = withContext(Dispatchers.IO) {
        val dirty = repository.dirty()
        if (dirty.isEmpty()) return@withContext Result.success()
        val token = inputData.getString("token") ?: return@withContext Result.failure()
        val body = dirty.joinToString(",", "[", "]") { repository.toJson(it) }
        val code = upload(token, body)
        when {
            code in 200..299 -> {
                repository.markClean(dirty.map { it.id }.toSet())
                Result.success()
            }
            code in 400..499 -> {
                Log.w(TAG, "upload rejected: HTTP $code, giving up")
                Result.failure()
            }
            runAttemptCount >= MAX_ATTEMPTS -> {
                Log.w(TAG, "upload failed: HTTP $code, attempt $runAttemptCount, giving up")
                Result.failure()
            }
            else -> {
                Log.w(TAG, "upload failed: HTTP $code, attempt $runAttemptCount")
                Result.retry()
            }
        }
    }

    private fun upload(token: String, body: String): Int = try {
        val conn = URL("https://notes-api.example.com/v1/notes/batch").openConnection() as HttpURLConnection
        conn.requestMethod = "POST"
        conn.doOutput = true
        conn.connectTimeout = 10_000
        conn.readTimeout = 20_000
        conn.setRequestProperty("Authorization", "Bearer $token")
        conn.setRequestProperty("Content-Type", "application/json")
        conn.outputStream.use { it.write(body.toByteArray()) }
        conn.responseCode.also { conn.disconnect() }
    } catch (e: IOException) {
        Log.w(TAG, "upload error", e)
        -1
    }
}
