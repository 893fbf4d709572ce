package com.shopmate.net

import com.squareup.moshi.JsonClass

/**
 * Every response from the gateway is wrapped in this envelope.
 *
 * code 0      success, [data] is set
 * code 40010  wrong phone or password
 * code 40021  risk control: the client must show a captcha and retry, [data] is null
 * code 50000  server error
 */
@JsonClass(generateAdapter = true)
data class ApiEnvelope<T>(
    val code: Int,
    val message: String?,
    val data: T?,
)

@JsonClass(generateAdapter = true)
data class LoginRequest(
    val phone: String,
    val password: String,
    val captchaTicket: String? = null,
)

@JsonClass(generateAdapter = true)
data class LoginData(
    val userId: String,
    val accessToken: String,
    val refreshToken: String,
    val expiresIn: Long,
)

@JsonClass(generateAdapter = true)
data class RefreshRequest(val refreshToken: String)
