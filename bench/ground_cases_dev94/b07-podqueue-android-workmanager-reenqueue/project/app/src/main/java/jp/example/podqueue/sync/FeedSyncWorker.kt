package jp.example.podqueue.sync

import android.content.Context
import android.util.Log
import androidx.core.app.NotificationCompat
import androidx.core.app.NotificationManagerCompat
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import jp.example.podqueue.PodQueueApp
import jp.example.podqueue.R
import java.io.IOException

class FeedSyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    override suspend fun doWork(): Result {
        val app = applicationContext as PodQueueApp
        return try {
            val newEpisodes = app.feeds.refreshAll()
            if (newEpisodes.isNotEmpty()) notify(newEpisodes.size, newEpisodes.first().title)
            Log.i(TAG, "synced, ${newEpisodes.size} new episodes")
            Result.success()
        } catch (e: IOException) {
            Log.w(TAG, "sync failed, will retry", e)
            if (runAttemptCount < 3) Result.retry() else Result.failure()
        }
    }

    private fun notify(count: Int, firstTitle: String) {
        val text = if (count == 1) firstTitle else applicationContext.getString(R.string.new_episodes_many, count)
        val notification = NotificationCompat.Builder(applicationContext, PodQueueApp.CHANNEL_NEW_EPISODES)
            .setSmallIcon(R.drawable.ic_stat_podcast)
            .setContentTitle(applicationContext.getString(R.string.new_episodes_title))
            .setContentText(text)
            .setAutoCancel(true)
            .build()
        runCatching { NotificationManagerCompat.from(applicationContext).notify(NOTIFICATION_ID, notification) }
    }

    private companion object {
        const val TAG = "FeedSyncWorker"
        const val NOTIFICATION_ID = 1001
    }
}
