package jp.pomoko.settings

import android.content.SharedPreferences

/** Timer lengths and appearance, stored in the default SharedPreferences (see SettingsFragment). */
class SettingsRepository(private val prefs: SharedPreferences) {

    val focusMinutes: Int
        get() = prefs.getString(KEY_FOCUS, "25")!!.toInt()

    val shortBreakMinutes: Int
        get() = prefs.getString(KEY_SHORT_BREAK, "5")!!.toInt()

    val longBreakMinutes: Int
        get() = prefs.getString(KEY_LONG_BREAK, "15")!!.toInt()

    val sessionsBeforeLongBreak: Int
        get() = prefs.getString(KEY_SESSIONS, "4")!!.toInt()

    /** "system", "light" or "dark". */
    val theme: String
        get() = prefs.getString(KEY_THEME, "system")!!

    companion object {
        const val KEY_FOCUS = "focus_minutes"
        const val KEY_SHORT_BREAK = "short_break_minutes"
        const val KEY_LONG_BREAK = "long_break_minutes"
        const val KEY_SESSIONS = "sessions_before_long_break"
        const val KEY_THEME = "theme"
    }
}
