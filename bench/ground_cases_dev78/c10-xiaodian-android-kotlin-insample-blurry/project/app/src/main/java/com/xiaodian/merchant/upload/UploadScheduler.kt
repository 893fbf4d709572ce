package com.xiaodian.merchant.upload

import android.content.Context
import android.net.Uri
import androidx.work.BackoffPolicy
import androidx.work.Constraints
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.workDataOf
import java.util.concurrent.TimeUnit

object UploadScheduler {

    fun enqueue(context: Context, uri: Uri, endpoint: String) {
        val request = OneTimeWorkRequestBuilder<UploadWorker>()
            .setConstraints(
                Constraints.Builder()
                    .setRequiredNetworkType(NetworkType.CONNECTED)
                    .build()
            )
            .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 10, TimeUnit.SECONDS)
            .setInputData(
                workDataOf(
                    UploadWorker.KEY_URI to uri.toString(),
                    UploadWorker.KEY_ENDPOINT to endpoint,
                )
            )
            .build()
        WorkManager.getInstance(context).enqueue(request)
    }
}
