package com.fieldnotes.sync

import android.content.Context
import androidx.datastore.preferences.core.booleanPreferencesKey
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.longPreferencesKey
import androidx.datastore.preferences.preferencesDataStore
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.map

private val Context.syncStore by preferencesDataStore(name = "sync")

class SyncPrefs(private val context: Context) {
    private object Keys {
        val LAST_PULL = longPreferencesKey("last_pull_ms")
        val WIFI_ONLY = booleanPreferencesKey("wifi_only")
        val LAST_SUCCESS = longPreferencesKey("last_success_ms")
    }

    /** When the last sync that pushed and pulled without errors finished, null if never. */
    val lastSuccessMs: Flow<Long?> = context.syncStore.data.map { it[Keys.LAST_SUCCESS] }

    suspend fun setLastSuccessMs(value: Long) {
        context.syncStore.edit { it[Keys.LAST_SUCCESS] = value }
    }

    suspend fun lastPullMs(): Long = context.syncStore.data.first()[Keys.LAST_PULL] ?: 0L

    suspend fun setLastPullMs(value: Long) {
        context.syncStore.edit { it[Keys.LAST_PULL] = value }
    }

    val wifiOnly: Flow<Boolean> = context.syncStore.data.map { it[Keys.WIFI_ONLY] ?: false }

    suspend fun setWifiOnly(value: Boolean) {
        context.syncStore.edit { it[Keys.WIFI_ONLY] = value }
    }
}
