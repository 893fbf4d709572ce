package com.shopmate.auth

import com.shopmate.net.ApiService
import com.shopmate.net.LoginRequest
import com.shopmate.storage.TokenStore
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import retrofit2.HttpException
import java.io.IOException
import javax.inject.Inject
import javax.inject.Singleton

sealed interface LoginResult {
    data class Success(val userId: String) : LoginResult
    data class Failure(val message: String) : LoginResult
}

@Singleton
class AuthRepository @Inject constructor(
    private val api: ApiService,
    private val tokens: TokenStore,
) {

    suspend fun login(phone: String, password: String): LoginResult = withContext(Dispatchers.IO) {
        try {
            val response = api.login(LoginRequest(phone, password))
            if (!response.isSuccessful) {
                return@withContext LoginResult.Failure("登录失败（${response.code()}）")
            }
            val envelope = response.body()
                ?: return@withContext LoginResult.Failure("服务器返回为空")
            if (envelope.code == 40010) {
                return@withContext LoginResult.Failure(envelope.message ?: "手机号或密码错误")
            }
            val data = envelope.data!!
            tokens.save(data.accessToken, data.refreshToken, data.expiresIn)
            LoginResult.Success(data.userId)
        } catch (e: IOException) {
            LoginResult.Failure("网络不可用，请检查网络后重试")
        } catch (e: HttpException) {
            LoginResult.Failure("服务器错误（${e.code()}）")
        }
    }

    suspend fun logout() = withContext(Dispatchers.IO) {
        runCatching { api.logout() }
        tokens.clear()
    }

    fun isLoggedIn(): Boolean = tokens.accessToken() != null
}
