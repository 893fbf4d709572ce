package com.example.notes.sync

import android.content.Context
import android.content.SharedPreferences

/** Where the last pull stopped, so that the next one only asks for newer changes. */
class SyncPrefs(context: Context) {
    private val prefs: SharedPreferences =
        context.getSharedPreferences("notes-sync", Context.MODE_PRIVATE)

    var lastVersion: Long
        get() = prefs.getLong(KEY_LAST_VERSION, 0L)
        set(value) = prefs.edit().putLong(KEY_LAST_VERSION, value).apply()

    var lastSyncAt: Long
        get() = prefs.getLong(KEY_LAST_SYNC_AT, 0L)
        set(value) = prefs.edit().putLong(KEY_LAST_SYNC_AT, value).apply()

    /** Called after a pull and a push both went through. */
    fun recordSuccess(latestVersion: Long, now: Long) {
        prefs.edit()
            .putLong(KEY_LAST_VERSION, latestVersion)
            .putLong(KEY_LAST_SYNC_AT, now)
            .apply()
    }

    /** True when the last successful sync is older than [maxAgeMillis]; the list shows a banner then. */
    fun isStale(now: Long, maxAgeMillis: Long): Boolean =
        lastSyncAt == 0L || now - lastSyncAt > maxAgeMillis

    /** On logout: the next login downloads everything again. */
    fun clear() {
        prefs.edit().clear().apply()
    }

    private companion object {
        const val KEY_LAST_VERSION = "last_version"
        const val KEY_LAST_SYNC_AT = "last_sync_at"
    }
}
