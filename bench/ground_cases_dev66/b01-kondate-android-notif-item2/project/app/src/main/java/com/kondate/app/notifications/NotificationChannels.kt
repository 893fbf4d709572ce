package com.kondate.app.notifications

import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import android.os.Build

object NotificationChannels {
    const val REMINDERS = "reminders"
    const val SHOPPING = "shopping_list"

    fun register(context: Context) {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return
        val manager = context.getSystemService(NotificationManager::class.java)
        manager.createNotificationChannel(
            NotificationChannel(REMINDERS, "献立リマインダー", NotificationManager.IMPORTANCE_DEFAULT).apply {
                description = "夕食の準備時間のお知らせ"
            }
        )
        manager.createNotificationChannel(
            NotificationChannel(SHOPPING, "買い物リスト", NotificationManager.IMPORTANCE_LOW).apply {
                description = "買い物リストの共有通知"
            }
        )
    }

    fun isBlocked(context: Context, id: String): Boolean {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return false
        val manager = context.getSystemService(NotificationManager::class.java)
        val channel = manager.getNotificationChannel(id) ?: return true
        return channel.importance == NotificationManager.IMPORTANCE_NONE
    }
}
