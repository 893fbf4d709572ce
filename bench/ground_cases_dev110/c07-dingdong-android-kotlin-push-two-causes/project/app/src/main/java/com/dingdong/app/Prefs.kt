package com.dingdong.app

import android.content.Context
import android.content.SharedPreferences

class Prefs(context: Context) {
    private val sp: SharedPreferences =
        context.getSharedPreferences("dingdong", Context.MODE_PRIVATE)

    var userId: String?
        get() = sp.getString(KEY_USER_ID, null)
        set(value) = sp.edit().putString(KEY_USER_ID, value).apply()

    var authToken: String?
        get() = sp.getString(KEY_AUTH_TOKEN, null)
        set(value) = sp.edit().putString(KEY_AUTH_TOKEN, value).apply()

    var pendingPushToken: String?
        get() = sp.getString(KEY_PENDING_PUSH, null)
        set(value) = sp.edit().putString(KEY_PENDING_PUSH, value).apply()

    var darkMode: Boolean
        get() = sp.getBoolean(KEY_DARK_MODE, false)
        set(value) = sp.edit().putBoolean(KEY_DARK_MODE, value).apply()

    /** User switch in Settings; when off, pushes are received but not shown. */
    var notificationsEnabled: Boolean
        get() = sp.getBoolean(KEY_NOTIFICATIONS, true)
        set(value) = sp.edit().putBoolean(KEY_NOTIFICATIONS, value).apply()

    companion object {
        const val KEY_USER_ID = "user_id"
        const val KEY_AUTH_TOKEN = "auth_token"
        const val KEY_PENDING_PUSH = "pending_push_token"
        const val KEY_DARK_MODE = "dark_mode"
        const val KEY_NOTIFICATIONS = "notifications_enabled"
    }

    fun clearSession() {
        sp.edit()
            .remove(KEY_USER_ID)
            .remove(KEY_AUTH_TOKEN)
            .apply()
    }
}
