package com.example.notes.data

import android.content.Context
import androidx.appcompat.app.AppCompatDelegate

object ThemePrefs {
    private const val FILE = "theme"
    private const val KEY_MODE = "night_mode"

    fun load(context: Context): Int =
        context.getSharedPreferences(FILE, Context.MODE_PRIVATE)
            .getInt(KEY_MODE, AppCompatDelegate.MODE_NIGHT_FOLLOW_SYSTEM)

    fun save(context: Context, mode: Int) {
        context.getSharedPreferences(FILE, Context.MODE_PRIVATE).edit().putInt(KEY_MODE, mode).apply()
    }

    fun apply(mode: Int) {
        AppCompatDelegate.setDefaultNightMode(mode)
    }
}
