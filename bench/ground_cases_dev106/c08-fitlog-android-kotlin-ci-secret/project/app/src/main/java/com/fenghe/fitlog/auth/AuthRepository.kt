package com.fenghe.fitlog.auth

import com.fenghe.fitlog.net.ApiClient
import com.fenghe.fitlog.net.ApiException
import org.json.JSONObject

sealed interface LoginResult {
    data class Success(val token: String, val userId: Long) : LoginResult
    data object BadCredentials : LoginResult
    data class Failed(val reason: String) : LoginResult
}

class AuthRepository(private val api: ApiClient = ApiClient) {

    suspend fun login(phone: String, password: String): LoginResult {
        val body = JSONObject()
            .put("phone", normalizePhone(phone))
            .put("password", password)
            .toString()
        return try {
            val res = JSONObject(api.post("auth/login", body))
            LoginResult.Success(res.getString("token"), res.getLong("user_id"))
        } catch (e: ApiException) {
            when (e.code) {
                400, 422 -> LoginResult.BadCredentials
                else -> LoginResult.Failed("HTTP ${e.code}")
            }
        } catch (e: Exception) {
            LoginResult.Failed(e.message ?: "network error")
        }
    }

    fun normalizePhone(phone: String): String = phone.filter { it.isDigit() }

    fun isValidPhone(phone: String): Boolean =
        normalizePhone(phone).matches(Regex("^1[3-9]\\d{9}$"))
}
