package jp.pomoko.timer

import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import jp.pomoko.R

/** Notifications for the end of a phase. */
class TimerNotifier(private val context: Context) {

    init {
        val manager = context.getSystemService(NotificationManager::class.java)
        manager.createNotificationChannel(
            NotificationChannel(CHANNEL, context.getString(R.string.channel_timer), NotificationManager.IMPORTANCE_HIGH)
        )
        manager.createNotificationChannel(
            NotificationChannel(CHANNEL_ONGOING, context.getString(R.string.channel_timer), NotificationManager.IMPORTANCE_LOW)
        )
    }

    fun phaseFinished(phase: Phase) {
        val text = when (phase) {
            Phase.FOCUS -> R.string.notify_focus_done
            Phase.SHORT_BREAK, Phase.LONG_BREAK -> R.string.notify_break_done
        }
        val notification = NotificationCompat.Builder(context, CHANNEL)
            .setSmallIcon(R.drawable.ic_timer)
            .setContentTitle(context.getString(R.string.app_name))
            .setContentText(context.getString(text))
            .setAutoCancel(true)
            .build()
        if (NotificationManagerCompat.from(context).areNotificationsEnabled()) {
            NotificationManagerCompat.from(context).notify(ID_FINISHED, notification)
        }
    }

    /** Ongoing notification with the time left while the timer runs. */
    fun showRemaining(state: TimerState) {
        val phase = context.getString(
            when (state.phase) {
                Phase.FOCUS -> R.string.phase_focus
                Phase.SHORT_BREAK -> R.string.phase_short_break
                Phase.LONG_BREAK -> R.string.phase_long_break
            }
        )
        val notification = NotificationCompat.Builder(context, CHANNEL_ONGOING)
            .setSmallIcon(R.drawable.ic_timer)
            .setContentTitle(context.getString(R.string.app_name))
            .setContentText(context.getString(R.string.notify_remaining, phase, state.label))
            .setOngoing(true)
            .setOnlyAlertOnce(true)
            .setSilent(true)
            .build()
        if (NotificationManagerCompat.from(context).areNotificationsEnabled()) {
            NotificationManagerCompat.from(context).notify(ID_ONGOING, notification)
        }
    }

    fun clearRemaining() {
        NotificationManagerCompat.from(context).cancel(ID_ONGOING)
    }

    companion object {
        private const val CHANNEL = "timer"
        private const val CHANNEL_ONGOING = "timer_ongoing"
        private const val ID_FINISHED = 1
        private const val ID_ONGOING = 2
    }
}
