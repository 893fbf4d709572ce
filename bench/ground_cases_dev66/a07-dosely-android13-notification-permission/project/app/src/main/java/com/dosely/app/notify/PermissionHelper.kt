package com.dosely.app.notify

import android.Manifest
import android.content.pm.PackageManager
import android.os.Build
import androidx.activity.ComponentActivity
import androidx.activity.result.contract.ActivityResultContracts
import androidx.core.content.ContextCompat

/**
 * Asks for POST_NOTIFICATIONS where the platform requires it. Must be created before the
 * activity is STARTED (it registers an ActivityResult launcher).
 */
class PermissionHelper(private val activity: ComponentActivity, private val onResult: (Boolean) -> Unit) {

    private val launcher = activity.registerForActivityResult(ActivityResultContracts.RequestPermission()) { granted ->
        onResult(granted)
    }

    fun ensureNotificationPermission() {
        if (Build.VERSION.SDK_INT > Build.VERSION_CODES.TIRAMISU) {
            val granted = ContextCompat.checkSelfPermission(activity, Manifest.permission.POST_NOTIFICATIONS) ==
                PackageManager.PERMISSION_GRANTED
            when {
                granted -> onResult(true)
                activity.shouldShowRequestPermissionRationale(Manifest.permission.POST_NOTIFICATIONS) ->
                    RationaleDialog.show(activity) { launcher.launch(Manifest.permission.POST_NOTIFICATIONS) }
                else -> launcher.launch(Manifest.permission.POST_NOTIFICATIONS)
            }
        } else {
            onResult(true)
        }
    }

    fun canScheduleExactAlarms(): Boolean {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S) {
            val alarms = activity.getSystemService(android.app.AlarmManager::class.java)
            return alarms.canScheduleExactAlarms()
        }
        return true
    }
}
