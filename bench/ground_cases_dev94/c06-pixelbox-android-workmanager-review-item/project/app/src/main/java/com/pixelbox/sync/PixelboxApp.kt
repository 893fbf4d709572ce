package com.pixelbox.sync

import android.app.Application
import android.app.NotificationChannel
import android.app.NotificationManager
import android.os.Build
import com.pixelbox.sync.work.SyncScheduler

class PixelboxApp : Application() {

    override fun onCreate() {
        super.onCreate()
        createChannels()
        SyncScheduler.schedule(this)
    }

    private fun createChannels() {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) return
        val manager = getSystemService(NotificationManager::class.java)
        manager.createNotificationChannel(
            NotificationChannel(CHANNEL_SYNC, getString(R.string.channel_sync), NotificationManager.IMPORTANCE_LOW).apply {
                description = getString(R.string.channel_sync_desc)
                setShowBadge(false)
            }
        )
    }

    companion object {
        const val CHANNEL_SYNC = "sync"
    }
}
