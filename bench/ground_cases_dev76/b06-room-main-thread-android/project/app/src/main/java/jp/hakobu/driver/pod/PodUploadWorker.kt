package jp.hakobu.driver.pod

import android.content.Context
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import jp.hakobu.driver.data.DeliveryApi
import java.io.File

class PodUploadWorker(
    context: Context,
    params: WorkerParameters,
    private val api: DeliveryApi,
) : CoroutineWorker(context, params) {

    override suspend fun doWork(): Result {
        val id = inputData.getString(KEY_DELIVERY_ID) ?: return Result.failure()
        val path = inputData.getString(KEY_PATH) ?: return Result.failure()
        return try {
            api.uploadPod(id, File(path))
            Result.success()
        } catch (e: java.io.IOException) {
            if (runAttemptCount < 5) Result.retry() else Result.failure()
        }
    }

    companion object {
        const val KEY_DELIVERY_ID = "delivery_id"
        const val KEY_PATH = "path"
    }
}
