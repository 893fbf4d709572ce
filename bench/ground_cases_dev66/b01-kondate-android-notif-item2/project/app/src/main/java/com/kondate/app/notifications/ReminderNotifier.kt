package com.kondate.app.notifications

import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import com.kondate.app.MainActivity
import com.kondate.app.R

class ReminderNotifier(private val context: Context) {

    fun show(recipeId: String, title: String) {
        val open = Intent(context, MainActivity::class.java).apply {
            flags = Intent.FLAG_ACTIVITY_NEW_TASK or Intent.FLAG_ACTIVITY_CLEAR_TOP
            putExtra(MainActivity.EXTRA_RECIPE_ID, recipeId)
        }
        val pending = PendingIntent.getActivity(
            context,
            recipeId.hashCode(),
            open,
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE,
        )
        val builder = NotificationCompat.Builder(context, "reminder")
            .setSmallIcon(R.mipmap.ic_launcher)
            .setContentTitle("そろそろ夕食の準備")
            .setContentText(title)
            .setContentIntent(pending)
            .setAutoCancel(true)
            .setPriority(NotificationCompat.PRIORITY_DEFAULT)

        NotificationManagerCompat.from(context).notify(recipeId.hashCode(), builder.build())
    }

    fun cancel(recipeId: String) {
        NotificationManagerCompat.from(context).cancel(recipeId.hashCode())
    }
}
