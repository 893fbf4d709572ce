package com.pinecone.habits.reminders

import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import com.pinecone.habits.HabitsApp
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch

/** Alarms do not survive a reboot; put every active habit's reminder back. */
class BootReceiver : BroadcastReceiver() {

    override fun onReceive(context: Context, intent: Intent) {
        if (intent.action != Intent.ACTION_BOOT_COMPLETED) return
        val pending = goAsync()
        val app = context.applicationContext as HabitsApp
        scope.launch {
            try {
                val scheduler = ReminderScheduler(context)
                app.repository.activeWithReminders().forEach { habit ->
                    scheduler.schedule(habit.id, habit.title, habit.remindAt)
                }
            } finally {
                pending.finish()
            }
        }
    }

    private companion object {
        val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
    }
}
