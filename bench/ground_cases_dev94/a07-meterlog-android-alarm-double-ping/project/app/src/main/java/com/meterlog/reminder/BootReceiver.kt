package com.meterlog.reminder

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.util.Log

/**
 * Alarms are cleared when the device reboots or the app is updated,
 * so the daily reminder has to be scheduled again from here.
 */
class BootReceiver : BroadcastReceiver() {

    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action !in HANDLED) return
        val prefs = ReminderPrefs(context)
        if (!prefs.enabled) {
            Log.d(TAG, "reminder disabled, not rescheduling")
            return
        }
        val time = prefs.time
        Log.d(TAG, "rescheduling reminder at $time after ${intent.action}")
        ReminderScheduler(context).schedule(time)
    }

    companion object {
        private const val TAG = "BootReceiver"
        private val HANDLED = setOf(
            Intent.ACTION_BOOT_COMPLETED,
            Intent.ACTION_MY_PACKAGE_REPLACED,
        )
    }
}
