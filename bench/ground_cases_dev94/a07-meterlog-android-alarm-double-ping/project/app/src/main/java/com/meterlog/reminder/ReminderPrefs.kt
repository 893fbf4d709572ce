package com.meterlog.reminder

import android.content.Context
import androidx.core.content.edit
import java.time.LocalTime

/** The user's reminder settings. Everything reminder-related reads them through this class. */
class ReminderPrefs(context: Context) {
    private val prefs = context.getSharedPreferences(FILE, Context.MODE_PRIVATE)

    var enabled: Boolean
        get() = prefs.getBoolean(KEY_ENABLED, true)
        set(value) = prefs.edit { putBoolean(KEY_ENABLED, value) }

    var time: LocalTime
        get() = LocalTime.of(prefs.getInt(KEY_HOUR, DEFAULT_HOUR), prefs.getInt(KEY_MINUTE, 0))
        set(value) = prefs.edit {
            putInt(KEY_HOUR, value.hour)
            putInt(KEY_MINUTE, value.minute)
        }

    var meterName: String
        get() = prefs.getString(KEY_METER, null) ?: "Electricity"
        set(value) = prefs.edit { putString(KEY_METER, value) }

    companion object {
        const val FILE = "reminder_prefs"
        const val KEY_ENABLED = "reminder_enabled"
        const val KEY_HOUR = "reminder_hour"
        const val KEY_MINUTE = "reminder_minute"
        const val KEY_METER = "meter_name"
        const val DEFAULT_HOUR = 8
    }
}
