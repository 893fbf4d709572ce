package com.pinecone.habits.reminders

import android.Manifest
import android.app.NotificationChannel
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import androidx.core.content.ContextCompat
import com.pinecone.habits.R
import java.time.LocalTime

class ReminderReceiver : BroadcastReceiver() {

    override fun onReceive(context: Context, intent: Intent) {
        val habitId = intent.getLongExtra(EXTRA_HABIT_ID, -1)
        val title = intent.getStringExtra(EXTRA_TITLE) ?: return
        if (habitId < 0) return

        if (intent.action == ACTION_SNOOZE) {
            NotificationManagerCompat.from(context).cancel(habitId.toInt())
            ReminderScheduler(context).schedule(habitId, title, LocalTime.now().plusMinutes(SNOOZE_MINUTES))
            return
        }

        ensureChannel(context)
        val notification = NotificationCompat.Builder(context, CHANNEL_ID)
            .setSmallIcon(R.drawable.ic_check)
            .setContentTitle(title)
            .setContentText(context.getString(R.string.reminder_text))
            .setAutoCancel(true)
            .addAction(R.drawable.ic_snooze, context.getString(R.string.snooze_10), snoozeIntent(context, habitId, title))
            .build()

        val allowed = ContextCompat.checkSelfPermission(context, Manifest.permission.POST_NOTIFICATIONS) ==
            PackageManager.PERMISSION_GRANTED
        if (allowed) {
            NotificationManagerCompat.from(context).notify(habitId.toInt(), notification)
        }
        // Re-arm for tomorrow: exact alarms fire once.
        ReminderScheduler(context).schedule(habitId, title, LocalTime.now().withSecond(0))
    }

    private fun snoozeIntent(context: Context, habitId: Long, title: String): PendingIntent {
        val intent = Intent(context, ReminderReceiver::class.java)
            .setAction(ACTION_SNOOZE)
            .putExtra(EXTRA_HABIT_ID, habitId)
            .putExtra(EXTRA_TITLE, title)
        return PendingIntent.getBroadcast(
            context, SNOOZE_REQUEST_BASE + habitId.toInt(), intent,
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE,
        )
    }

    private fun ensureChannel(context: Context) {
        val manager = context.getSystemService(NotificationManager::class.java)
        if (manager.getNotificationChannel(CHANNEL_ID) == null) {
            val channel = NotificationChannel(CHANNEL_ID, "Reminders", NotificationManager.IMPORTANCE_DEFAULT)
            manager.createNotificationChannel(channel)
        }
    }

    companion object {
        const val CHANNEL_ID = "reminders"
        const val EXTRA_HABIT_ID = "habit_id"
        const val EXTRA_TITLE = "title"
        const val ACTION_SNOOZE = "com.pinecone.habits.action.SNOOZE"
        private const val SNOOZE_MINUTES = 10L
        private const val SNOOZE_REQUEST_BASE = 100_000
    }
}
