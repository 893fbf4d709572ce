package com.brightnote.attach

import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody
import org.json.JSONObject

class UploadApi(private val client: OkHttpClient, private val baseUrl: String) {

    fun upload(noteId: String, fileName: String, body: RequestBody): String {
        val multipart = MultipartBody.Builder()
            .setType(MultipartBody.FORM)
            .addFormDataPart("file", fileName, body)
            .build()
        val request = Request.Builder()
            .url("$baseUrl/notes/$noteId/attachments")
            .post(multipart)
            .build()
        client.newCall(request).execute().use { response ->
            check(response.isSuccessful) { "upload failed: HTTP ${response.code}" }
            return JSONObject(response.body!!.string()).getString("id")
        }
    }
}
