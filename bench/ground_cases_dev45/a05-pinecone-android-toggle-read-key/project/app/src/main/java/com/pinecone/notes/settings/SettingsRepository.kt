package com.pinecone.notes.settings

import androidx.datastore.core.DataStore
import androidx.datastore.preferences.core.Preferences
import androidx.datastore.preferences.core.booleanPreferencesKey
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.stringPreferencesKey
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map
import javax.inject.Inject
import javax.inject.Singleton

data class Settings(
    val notificationsEnabled: Boolean = false,
    val theme: AppTheme = AppTheme.SYSTEM,
    val syncOnWifiOnly: Boolean = true,
)

enum class AppTheme { SYSTEM, LIGHT, DARK }

@Singleton
class SettingsRepository @Inject constructor(
    private val dataStore: DataStore<Preferences>,
) {
    private object Keys {
        val NOTIFICATIONS = booleanPreferencesKey("notifications_enabled")
        val THEME = stringPreferencesKey("theme")
        val SYNC_WIFI_ONLY = booleanPreferencesKey("sync_wifi_only")
    }

    val settings: Flow<Settings> = dataStore.data.map { prefs ->
        Settings(
            notificationsEnabled = prefs[booleanPreferencesKey("notif_enabled")] ?: false,
            theme = prefs[Keys.THEME]?.let { runCatching { AppTheme.valueOf(it) }.getOrNull() } ?: AppTheme.SYSTEM,
            syncOnWifiOnly = prefs[Keys.SYNC_WIFI_ONLY] ?: true,
        )
    }

    suspend fun setNotifications(enabled: Boolean) {
        dataStore.edit { prefs -> prefs[Keys.NOTIFICATIONS] = enabled }
    }

    suspend fun setTheme(theme: AppTheme) {
        dataStore.edit { prefs -> prefs[Keys.THEME] = theme.name }
    }

    suspend fun setSyncOnWifiOnly(value: Boolean) {
        dataStore.edit { prefs -> prefs[Keys.SYNC_WIFI_ONLY] = value }
    }
}
