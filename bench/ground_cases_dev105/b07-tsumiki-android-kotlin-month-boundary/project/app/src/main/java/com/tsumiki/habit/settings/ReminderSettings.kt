package com.tsumiki.habit.settings

import android.content.SharedPreferences

data class ReminderTime(val hour: Int, val minute: Int) {
    init {
        require(hour in 0..23) { "hour out of range: $hour" }
        require(minute in 0..59) { "minute out of range: $minute" }
    }

    fun label(): String = "%d:%02d".format(hour, minute)
}

class ReminderSettings(private val prefs: SharedPreferences) {

    var enabled: Boolean
        get() = prefs.getBoolean(KEY_ENABLED, true)
        set(value) = prefs.edit().putBoolean(KEY_ENABLED, value).apply()

    var time: ReminderTime
        get() = ReminderTime(prefs.getInt(KEY_HOUR, 21), prefs.getInt(KEY_MINUTE, 0))
        set(value) = prefs.edit()
            .putInt(KEY_HOUR, value.hour)
            .putInt(KEY_MINUTE, value.minute)
            .apply()

    fun summary(): String = if (enabled) "毎日 ${time.label()} に通知" else "通知オフ"

    companion object {
        private const val KEY_ENABLED = "reminder_enabled"
        private const val KEY_HOUR = "reminder_hour"
        private const val KEY_MINUTE = "reminder_minute"
    }
}
