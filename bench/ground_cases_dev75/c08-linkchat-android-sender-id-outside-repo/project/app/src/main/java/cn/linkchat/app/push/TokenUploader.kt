package cn.linkchat.app.push

import android.content.Context
import android.util.Log
import cn.linkchat.app.BuildConfig
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import org.json.JSONObject

class TokenUploader(private val context: Context) {

    private val client = OkHttpClient()

    fun upload(token: String) {
        val auth = context.getSharedPreferences("session", Context.MODE_PRIVATE).getString("access_token", null)
            ?: return
        val body = JSONObject()
            .put("token", token)
            .put("platform", "android")
            .put("app_id", BuildConfig.APPLICATION_ID)
            .toString()
            .toRequestBody("application/json".toMediaType())
        val request = Request.Builder()
            .url(BuildConfig.API_BASE + "v1/devices")
            .header("Authorization", "Bearer $auth")
            .post(body)
            .build()
        client.newCall(request).execute().use { resp ->
            if (!resp.isSuccessful) Log.w("TokenUploader", "device register failed: ${resp.code}")
        }
    }
}
