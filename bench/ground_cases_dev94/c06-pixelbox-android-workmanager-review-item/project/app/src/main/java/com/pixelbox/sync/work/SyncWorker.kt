package com.pixelbox.sync.work

import android.content.Context
import android.content.pm.ServiceInfo
import android.os.Build
import android.util.Log
import androidx.core.app.NotificationCompat
import androidx.work.CoroutineWorker
import androidx.work.ForegroundInfo
import androidx.work.WorkerParameters
import androidx.work.workDataOf
import com.pixelbox.sync.PixelboxApp
import com.pixelbox.sync.R
import com.pixelbox.sync.data.SyncPrefs
import com.pixelbox.sync.data.UploadRepository
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

class SyncWorker(
    appContext: Context,
    params: WorkerParameters,
) : CoroutineWorker(appContext, params) {

    private val repository by lazy { UploadRepository.from(applicationContext) }
    private val prefs by lazy { SyncPrefs.from(applicationContext) }

    override suspend fun doWork(): Result {
        val pending = repository.pendingUploads()
        if (pending.isEmpty()) return Result.success()
        Log.i(TAG, "uploading ${pending.size} photos (attempt ${runAttemptCount + 1})")
        val showProgress = pending.size > PROGRESS_THRESHOLD
        if (showProgress) setForeground(foregroundInfo(0, pending.size))
        return try {
            withContext(Dispatchers.IO) {
                pending.forEachIndexed { index, item ->
                    repository.upload(item)
                    repository.markUploaded(item.id)
                    if (showProgress) setForeground(foregroundInfo(index + 1, pending.size))
                }
            }
            prefs.lastSyncAt = System.currentTimeMillis()
            Result.success(workDataOf(KEY_UPLOADED to pending.size))
        } catch (e: CancellationException) {
            throw e
        } catch (e: Exception) {
            Log.w(TAG, "sync failed after ${runAttemptCount + 1} attempts", e)
            Result.success()
        }
    }

    private fun foregroundInfo(done: Int, total: Int): ForegroundInfo {
        val notification = NotificationCompat.Builder(applicationContext, PixelboxApp.CHANNEL_SYNC)
            .setSmallIcon(R.drawable.ic_sync)
            .setContentTitle(applicationContext.getString(R.string.uploading_progress, done, total))
            .setProgress(total, done, false)
            .setOngoing(true)
            .setOnlyAlertOnce(true)
            .build()
        return if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.Q) {
            ForegroundInfo(NOTIFICATION_ID, notification, ServiceInfo.FOREGROUND_SERVICE_TYPE_DATA_SYNC)
        } else {
            ForegroundInfo(NOTIFICATION_ID, notification)
        }
    }

    companion object {
        private const val TAG = "SyncWorker"
        private const val PROGRESS_THRESHOLD = 20
        private const val NOTIFICATION_ID = 1042
        const val KEY_UPLOADED = "uploaded"
    }
}
