package com.brightnote.attach

import android.content.ContentResolver
import android.net.Uri
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.RequestBody.Companion.toRequestBody

class FileTooLargeException(val limit: Long) : Exception("File too large (max ${limit / 1_048_576} MB)")

class AttachmentRepository(
    private val resolver: ContentResolver,
    private val api: UploadApi,
) {
    suspend fun attach(noteId: String, uri: Uri): String = withContext(Dispatchers.IO) {
        val info = UriInspector.inspect(resolver, uri)
        if (info.size != null && info.size > MAX_BYTES) throw FileTooLargeException(MAX_BYTES)
        val bytes = resolver.openInputStream(uri)!!.use { input ->
            val buffer = input.readNBytes((MAX_BYTES + 1).toInt())
            if (buffer.size > MAX_BYTES) throw FileTooLargeException(MAX_BYTES)
            buffer
        }
        val body = bytes.toRequestBody(info.mimeType.toMediaType())
        api.upload(noteId, info.name, body)
    }

    companion object {
        const val MAX_BYTES = 20L * 1024 * 1024
    }
}
