package com.example.habitlog.reminder

import android.Manifest
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import android.content.pm.PackageManager
import android.os.Build
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import androidx.core.content.ContextCompat
import com.example.habitlog.R
import com.example.habitlog.data.Habit

class ReminderReceiver : BroadcastReceiver() {

    override fun onReceive(context: Context, intent: Intent) {
        val habitId = intent.getLongExtra(EXTRA_HABIT_ID, -1L)
        if (habitId < 0) return
        val name = intent.getStringExtra(EXTRA_HABIT_NAME) ?: return

        val notification = NotificationCompat.Builder(context, CHANNEL_ID)
            .setSmallIcon(R.drawable.ic_check)
            .setContentTitle(name)
            .setContentText(context.getString(R.string.reminder_body))
            .setAutoCancel(true)
            .build()
        val granted = Build.VERSION.SDK_INT < Build.VERSION_CODES.TIRAMISU ||
            ContextCompat.checkSelfPermission(context, Manifest.permission.POST_NOTIFICATIONS) ==
            PackageManager.PERMISSION_GRANTED
        if (granted) {
            NotificationManagerCompat.from(context).notify(habitId.toInt(), notification)
        }

        // AlarmManager alarms are one-shot: queue tomorrow's reminder.
        val hour = intent.getIntExtra(EXTRA_HOUR, -1).takeIf { it >= 0 } ?: return
        val minute = intent.getIntExtra(EXTRA_MINUTE, 0)
        ReminderScheduler(context).schedule(Habit(id = habitId, name = name, remindHour = hour, remindMinute = minute))
    }

    companion object {
        const val CHANNEL_ID = "reminders"
        const val EXTRA_HABIT_ID = "habit_id"
        const val EXTRA_HABIT_NAME = "habit_name"
        const val EXTRA_HOUR = "hour"
        const val EXTRA_MINUTE = "minute"
    }
}
