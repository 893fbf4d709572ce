package com.pixelbox.sync.data

import android.content.Context
import android.content.SharedPreferences
import androidx.core.content.edit
import androidx.preference.PreferenceManager

class SyncPrefs(private val prefs: SharedPreferences) {

    var autoSync: Boolean
        get() = prefs.getBoolean(KEY_AUTO_SYNC, true)
        set(value) = prefs.edit { putBoolean(KEY_AUTO_SYNC, value) }

    var wifiOnly: Boolean
        get() = prefs.getBoolean(KEY_WIFI_ONLY, true)
        set(value) = prefs.edit { putBoolean(KEY_WIFI_ONLY, value) }

    var lastSyncAt: Long
        get() = prefs.getLong(KEY_LAST_SYNC, 0L)
        set(value) = prefs.edit { putLong(KEY_LAST_SYNC, value) }

    companion object {
        const val KEY_AUTO_SYNC = "auto_sync"
        const val KEY_WIFI_ONLY = "wifi_only"
        const val KEY_LAST_SYNC = "last_sync_at"

        fun from(context: Context): SyncPrefs =
            SyncPrefs(PreferenceManager.getDefaultSharedPreferences(context.applicationContext))
    }
}
