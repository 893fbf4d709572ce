package com.shopmate.storage

import android.content.SharedPreferences
import androidx.core.content.edit
import javax.inject.Inject
import javax.inject.Named
import javax.inject.Singleton

@Singleton
class TokenStore @Inject constructor(
    @Named("secure") private val prefs: SharedPreferences,
) {

    fun save(accessToken: String, refreshToken: String, expiresInSeconds: Long) {
        prefs.edit {
            putString(KEY_ACCESS, accessToken)
            putString(KEY_REFRESH, refreshToken)
            putLong(KEY_EXPIRES_AT, System.currentTimeMillis() + expiresInSeconds * 1000)
        }
    }

    fun accessToken(): String? {
        val expiresAt = prefs.getLong(KEY_EXPIRES_AT, 0)
        return if (System.currentTimeMillis() < expiresAt) prefs.getString(KEY_ACCESS, null) else null
    }

    fun refreshToken(): String? = prefs.getString(KEY_REFRESH, null)

    fun clear() {
        prefs.edit { clear() }
    }

    private companion object {
        const val KEY_ACCESS = "access_token"
        const val KEY_REFRESH = "refresh_token"
        const val KEY_EXPIRES_AT = "expires_at"
    }
}
