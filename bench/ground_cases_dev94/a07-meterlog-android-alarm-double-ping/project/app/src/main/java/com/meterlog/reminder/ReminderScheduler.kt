package com.meterlog.reminder

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Build
import java.time.Clock
import java.time.LocalTime
import java.time.ZonedDateTime

class ReminderScheduler(
    private val context: Context,
    private val clock: Clock = Clock.systemDefaultZone(),
) {
    private val alarmManager = context.getSystemService(AlarmManager::class.java)

    /** Replaces any pending reminder with one at the next [time]. */
    fun schedule(time: LocalTime) {
        cancel()
        val triggerAt = nextTrigger(time, ZonedDateTime.now(clock)).toInstant().toEpochMilli()
        val pending = alarmIntent()
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S && !alarmManager.canScheduleExactAlarms()) {
            // exact alarms not granted: a few minutes late is better than no reminder
            alarmManager.setAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, triggerAt, pending)
        } else {
            alarmManager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, triggerAt, pending)
        }
    }

    fun cancel() {
        alarmManager.cancel(alarmIntent())
    }

    private fun alarmIntent(): PendingIntent {
        val intent = Intent(context, ReminderReceiver::class.java).setAction(ReminderReceiver.ACTION_REMIND)
        val requestCode = System.currentTimeMillis().toInt()
        return PendingIntent.getBroadcast(
            context,
            requestCode,
            intent,
            PendingIntent.FLAG_IMMUTABLE or PendingIntent.FLAG_UPDATE_CURRENT,
        )
    }

    companion object {
        /** The next occurrence of [time] strictly after [now], in now's zone. */
        fun nextTrigger(time: LocalTime, now: ZonedDateTime): ZonedDateTime {
            var candidate = now.with(time).withSecond(0).withNano(0)
            if (!candidate.isAfter(now)) candidate = candidate.plusDays(1)
            return candidate
        }
    }
}
