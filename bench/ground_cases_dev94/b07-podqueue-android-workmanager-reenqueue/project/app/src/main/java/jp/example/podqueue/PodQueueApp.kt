package jp.example.podqueue

import android.app.Application
import android.app.NotificationChannel
import android.app.NotificationManager
import jp.example.podqueue.data.FeedRepository
import jp.example.podqueue.settings.SettingsRepository
import jp.example.podqueue.sync.FeedSyncScheduler
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.launch

class PodQueueApp : Application() {

    val appScope = CoroutineScope(SupervisorJob() + Dispatchers.Default)
    val settings by lazy { SettingsRepository(this) }
    val feeds by lazy { FeedRepository(this) }

    override fun onCreate() {
        super.onCreate()
        createNotificationChannel()
        appScope.launch {
            val wifiOnly = settings.settings.first().wifiOnly
            FeedSyncScheduler.schedule(this@PodQueueApp, wifiOnly)
        }
    }

    private fun createNotificationChannel() {
        val channel = NotificationChannel(
            CHANNEL_NEW_EPISODES,
            getString(R.string.channel_new_episodes),
            NotificationManager.IMPORTANCE_DEFAULT,
        )
        getSystemService(NotificationManager::class.java).createNotificationChannel(channel)
    }

    companion object {
        const val CHANNEL_NEW_EPISODES = "new_episodes"
    }
}
