package com.example.jotter.sync

import android.content.Context
import android.util.Log
import androidx.work.Constraints
import androidx.work.CoroutineWorker
import androidx.work.ExistingWorkPolicy
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import androidx.work.BackoffPolicy
import com.example.jotter.JotterApp
import java.io.IOException
import java.util.concurrent.TimeUnit
import retrofit2.HttpException

class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    override suspend fun doWork(): Result {
        val repo = (applicationContext as JotterApp).syncRepository
        return try {
            val result = repo.sync()
            Log.i(TAG, "sync done: pushed=${result.pushed} pulled=${result.pulled}")
            Result.success()
        } catch (e: IOException) {
            Log.w(TAG, "sync failed (attempt ${runAttemptCount + 1})", e)
            retryOrFail()
        } catch (e: HttpException) {
            Log.w(TAG, "sync got HTTP ${e.code()} (attempt ${runAttemptCount + 1})", e)
            if (e.code() >= 500) retryOrFail() else Result.failure()
        }
    }

    private fun retryOrFail(): Result =
        if (runAttemptCount < MAX_RETRIES) Result.retry() else Result.failure()
    }

    companion object {
        private const val TAG = "SyncWorker"
        private const val UNIQUE = "notes-sync"
        private const val MAX_RETRIES = 5

        fun enqueue(context: Context) {
            val request = OneTimeWorkRequestBuilder<SyncWorker>()
                .setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build())
                .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)
                .build()
            WorkManager.getInstance(context).enqueueUniqueWork(UNIQUE, ExistingWorkPolicy.KEEP, request)
        }
    }
}
