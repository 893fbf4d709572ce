package com.pinecone.habits.reminders

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.util.Log
import java.time.LocalTime
import java.time.ZoneId
import java.time.ZonedDateTime

/** Daily reminder per habit, at the habit's local time of day. */
class ReminderScheduler(private val context: Context) {

    private val alarms: AlarmManager = context.getSystemService(AlarmManager::class.java)

    fun schedule(habitId: Long, title: String, at: LocalTime, zone: ZoneId = ZoneId.systemDefault()) {
        val triggerAt = nextTrigger(at, ZonedDateTime.now(zone)).toInstant().toEpochMilli()
        try {
            alarms.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, triggerAt, pendingIntent(habitId, title))
        } catch (e: SecurityException) {
            // Android 12+: exact alarms need SCHEDULE_EXACT_ALARM, which the user can revoke.
            Log.w(TAG, "exact alarm not allowed for habit $habitId", e)
        }
    }

    fun cancel(habitId: Long) {
        alarms.cancel(pendingIntent(habitId, title = ""))
    }

    private fun pendingIntent(habitId: Long, title: String): PendingIntent {
        val intent = Intent(context, ReminderReceiver::class.java)
            .putExtra(ReminderReceiver.EXTRA_HABIT_ID, habitId)
            .putExtra(ReminderReceiver.EXTRA_TITLE, title)
        return PendingIntent.getBroadcast(
            context, habitId.toInt(), intent,
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE,
        )
    }

    companion object {
        private const val TAG = "ReminderScheduler"

        fun nextTrigger(at: LocalTime, now: ZonedDateTime): ZonedDateTime {
            val today = now.with(at).withSecond(0).withNano(0)
            return if (today.isAfter(now)) today else today.plusDays(1)
        }
    }
}
