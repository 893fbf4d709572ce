package com.dosely.app.notify

import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context

object NotificationChannels {
    const val REMINDERS = "reminders_v2"
    private const val LEGACY_REMINDERS = "reminders"
    const val REFILLS = "refills"

    fun create(context: Context) {
        val manager = context.getSystemService(NotificationManager::class.java)
        val reminders = NotificationChannel(
            REMINDERS,
            "Dose reminders",
            NotificationManager.IMPORTANCE_HIGH,
        ).apply {
            description = "A reminder when it's time to take a dose"
            enableVibration(true)
        }
        val refills = NotificationChannel(
            REFILLS,
            "Refill alerts",
            NotificationManager.IMPORTANCE_DEFAULT,
        ).apply {
            description = "When a prescription is about to run out"
        }
        manager.createNotificationChannels(listOf(reminders, refills))
        // Importance can't be changed on an existing channel: replace the old low-importance one.
        manager.deleteNotificationChannel(LEGACY_REMINDERS)
    }
}
