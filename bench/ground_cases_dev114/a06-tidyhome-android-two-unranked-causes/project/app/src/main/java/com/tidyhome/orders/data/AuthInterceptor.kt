package com.tidyhome.orders.data

import okhttp3.Interceptor
import okhttp3.Response

/** Holds the access token after login; written by LoginViewModel once DataStore has saved it. */
object Session {
    @Volatile
    var accessToken: String? = null
}

class AuthInterceptor : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val request = chain.request()
        val token = Session.accessToken ?: return chain.proceed(request)
        val authed = request.newBuilder()
            .header("Authorization", "Bearer $token")
            .build()
        return chain.proceed(authed)
    }
}
