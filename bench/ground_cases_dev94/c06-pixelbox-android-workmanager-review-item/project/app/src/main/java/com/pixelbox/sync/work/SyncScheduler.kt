package com.pixelbox.sync.work

import android.content.Context
import androidx.work.BackoffPolicy
import androidx.work.Constraints
import androidx.work.ExistingPeriodicWorkPolicy
import androidx.work.NetworkType
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import com.pixelbox.sync.data.SyncPrefs
import java.util.concurrent.TimeUnit

object SyncScheduler {

    const val UNIQUE_NAME = "photo-sync"

    fun schedule(context: Context) {
        val prefs = SyncPrefs.from(context)
        val workManager = WorkManager.getInstance(context)
        if (!prefs.autoSync) {
            workManager.cancelUniqueWork(UNIQUE_NAME)
            return
        }
        val constraints = Constraints.Builder()
            .setRequiredNetworkType(if (prefs.wifiOnly) NetworkType.UNMETERED else NetworkType.CONNECTED)
            .setRequiresCharging(true)
            .setRequiresBatteryNotLow(true)
            .build()
        val request = PeriodicWorkRequestBuilder<SyncWorker>(6, TimeUnit.HOURS)
            .setConstraints(constraints)
            .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 10, TimeUnit.MINUTES)
            .build()
        // UPDATE：保留原来的周期计时，只在约束（比如 Wi-Fi only）变化时更新
        workManager.enqueueUniquePeriodicWork(UNIQUE_NAME, ExistingPeriodicWorkPolicy.UPDATE, request)
    }
}
