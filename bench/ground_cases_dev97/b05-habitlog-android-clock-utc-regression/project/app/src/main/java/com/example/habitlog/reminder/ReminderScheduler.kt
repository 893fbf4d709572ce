package com.example.habitlog.reminder

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import com.example.habitlog.data.Habit
import java.time.Clock
import java.time.ZonedDateTime

class ReminderScheduler(
    private val context: Context,
    private val clock: Clock = Clock.systemUTC(),
) {

    private val alarmManager = context.getSystemService(AlarmManager::class.java)

    fun schedule(habit: Habit) {
        val hour = habit.remindHour ?: return cancel(habit)
        val triggerAt = nextTriggerMillis(hour, habit.remindMinute)
        alarmManager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, triggerAt, pendingIntent(habit))
    }

    fun cancel(habit: Habit) {
        alarmManager.cancel(pendingIntent(habit))
    }

    internal fun nextTriggerMillis(hour: Int, minute: Int): Long {
        val now = ZonedDateTime.now(clock)
        var candidate = now.withHour(hour).withMinute(minute).withSecond(0).withNano(0)
        if (!candidate.isAfter(now)) {
            candidate = candidate.plusDays(1)
        }
        return candidate.toInstant().toEpochMilli()
    }

    private fun pendingIntent(habit: Habit): PendingIntent {
        val intent = Intent(context, ReminderReceiver::class.java)
            .putExtra(ReminderReceiver.EXTRA_HABIT_ID, habit.id)
            .putExtra(ReminderReceiver.EXTRA_HABIT_NAME, habit.name)
            .putExtra(ReminderReceiver.EXTRA_HOUR, habit.remindHour ?: -1)
            .putExtra(ReminderReceiver.EXTRA_MINUTE, habit.remindMinute)
        return PendingIntent.getBroadcast(
            context,
            habit.id.toInt(),
            intent,
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE,
        )
    }
}
