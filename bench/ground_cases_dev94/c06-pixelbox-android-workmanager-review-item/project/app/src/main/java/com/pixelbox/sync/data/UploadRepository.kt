package com.pixelbox.sync.data

import android.content.Context
import java.io.IOException
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody

data class PendingUpload(val id: Long, val path: String, val sha256: String)

class UploadRepository(
    private val dao: UploadDao,
    private val client: OkHttpClient,
    private val endpoint: String,
) {

    suspend fun pendingUploads(): List<PendingUpload> = dao.pending()

    /** 同一个 sha256 重复上传时服务端返回 200 并忽略（见后端 /v1/photos 文档）。 */
    @Throws(IOException::class)
    fun upload(item: PendingUpload) {
        val body = java.io.File(item.path).asRequestBody("image/jpeg".toMediaType())
        val request = Request.Builder()
            .url("$endpoint/v1/photos")
            .header("X-Content-Sha256", item.sha256)
            .put(body)
            .build()
        client.newCall(request).execute().use { response ->
            if (!response.isSuccessful) throw IOException("upload ${item.id} failed: HTTP ${response.code}")
        }
    }

    suspend fun markUploaded(id: Long) = dao.markUploaded(id, System.currentTimeMillis())

    companion object {
        fun from(context: Context): UploadRepository = UploadRepository(
            dao = AppDatabase.get(context).uploadDao(),
            client = HttpClients.default,
            endpoint = BuildConfig.API_ENDPOINT,
        )
    }
}
