package jp.example.podqueue.settings

import android.content.Context
import androidx.datastore.preferences.core.booleanPreferencesKey
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.intPreferencesKey
import androidx.datastore.preferences.preferencesDataStore
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

private val Context.dataStore by preferencesDataStore(name = "settings")

data class Settings(
    val autoDownload: Boolean = false,
    val skipForwardSeconds: Int = 30,
    val wifiOnly: Boolean = false,
)

class SettingsRepository(private val context: Context) {

    val settings: Flow<Settings> = context.dataStore.data.map { prefs ->
        Settings(
            autoDownload = prefs[AUTO_DOWNLOAD] ?: false,
            skipForwardSeconds = prefs[SKIP_FORWARD] ?: 30,
            wifiOnly = prefs[WIFI_ONLY] ?: false,
        )
    }

    suspend fun setAutoDownload(enabled: Boolean) {
        context.dataStore.edit { it[AUTO_DOWNLOAD] = enabled }
    }

    suspend fun setWifiOnly(enabled: Boolean) {
        context.dataStore.edit { it[WIFI_ONLY] = enabled }
    }

    suspend fun setSkipForward(seconds: Int) {
        context.dataStore.edit { it[SKIP_FORWARD] = seconds.coerceIn(5, 120) }
    }

    private companion object {
        val AUTO_DOWNLOAD = booleanPreferencesKey("auto_download")
        val SKIP_FORWARD = intPreferencesKey("skip_forward_seconds")
        val WIFI_ONLY = booleanPreferencesKey("wifi_only")
    }
}
