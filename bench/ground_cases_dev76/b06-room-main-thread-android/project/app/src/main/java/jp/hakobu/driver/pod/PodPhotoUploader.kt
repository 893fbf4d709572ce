package jp.hakobu.driver.pod

import android.content.Context
import android.graphics.Bitmap
import android.graphics.BitmapFactory
import androidx.work.Constraints
import androidx.work.Data
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import java.io.File

/** 配達完了写真 (POD) をアップロード用に準備してキューに積む。 */
class PodPhotoUploader(private val context: Context) {

    fun enqueue(deliveryId: String, photoPath: String) {
        val prepared = prepare(File(photoPath))
        val constraints = Constraints.Builder()
            .setRequiredNetworkType(NetworkType.UNMETERED)
            .build()
        val request = OneTimeWorkRequestBuilder<PodUploadWorker>()
            .setConstraints(constraints)
            .setInputData(
                Data.Builder()
                    .putString(PodUploadWorker.KEY_DELIVERY_ID, deliveryId)
                    .putString(PodUploadWorker.KEY_PATH, prepared.absolutePath)
                    .build()
            )
            .build()
        WorkManager.getInstance(context).enqueue(request)
    }

    /** 長辺 MAX_EDGE px 以下に縮小して JPEG で保存し直す。 */
    private fun prepare(original: File): File {
        val bounds = BitmapFactory.Options().apply { inJustDecodeBounds = true }
        BitmapFactory.decodeFile(original.absolutePath, bounds)
        val longEdge = maxOf(bounds.outWidth, bounds.outHeight)
        var sample = 1
        while (longEdge / (sample * 2) >= MAX_EDGE) {
            sample *= 2
        }
        val options = BitmapFactory.Options().apply { inSampleSize = sample }
        val bitmap = BitmapFactory.decodeFile(original.absolutePath, options) ?: return original
        val out = File(context.cacheDir, "pod_${original.nameWithoutExtension}.jpg")
        out.outputStream().use { bitmap.compress(Bitmap.CompressFormat.JPEG, JPEG_QUALITY, it) }
        bitmap.recycle()
        return out
    }

    companion object {
        private const val MAX_EDGE = 1600
        private const val JPEG_QUALITY = 80
    }
}
