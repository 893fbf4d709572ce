package com.petpic.app.upload

import android.app.NotificationChannel
import android.app.NotificationManager
import android.content.Context
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import androidx.work.ForegroundInfo
import com.petpic.app.R

object UploadNotifications {
    private const val CHANNEL = "uploads"
    private const val ID = 4201

    private fun ensureChannel(context: Context) {
        val manager = context.getSystemService(NotificationManager::class.java)
        if (manager.getNotificationChannel(CHANNEL) == null) {
            manager.createNotificationChannel(
                NotificationChannel(CHANNEL, "アップロード", NotificationManager.IMPORTANCE_LOW)
            )
        }
    }

    private fun build(context: Context, done: Int, total: Int) =
        NotificationCompat.Builder(context, CHANNEL)
            .setSmallIcon(R.drawable.ic_stat_upload)
            .setContentTitle("写真をアップロード中")
            .setContentText("${done * 100 / total}%（$done/$total 枚）")
            .setProgress(total, done, false)
            .setOngoing(true)
            .build()

    fun foregroundInfo(context: Context, done: Int, total: Int): ForegroundInfo {
        ensureChannel(context)
        return ForegroundInfo(ID, build(context, done, total))
    }

    fun update(context: Context, done: Int, total: Int) {
        ensureChannel(context)
        NotificationManagerCompat.from(context).notify(ID, build(context, done, total))
    }
}
