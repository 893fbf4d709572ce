package com.routely.driver.pod

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import java.io.File
import java.io.FileOutputStream

/**
 * Shrinks the camera photo before upload: proof-of-delivery photos only need to show
 * the parcel and the door, and drivers are often on 3G.
 */
class PodPhotoCompressor(
    private val maxEdgePx: Int = 1600,
    private val quality: Int = 78,
) {
    fun compress(source: File, outDir: File): File {
        val bounds = BitmapFactory.Options().apply { inJustDecodeBounds = true }
        BitmapFactory.decodeFile(source.path, bounds)
        val opts = BitmapFactory.Options().apply {
            inSampleSize = sampleSize(bounds.outWidth, bounds.outHeight)
        }
        val bitmap = BitmapFactory.decodeFile(source.path, opts)
            ?: error("could not decode ${source.name}")
        val scaled = scaleDown(bitmap)
        val out = File(outDir, source.nameWithoutExtension + "_pod.jpg")
        FileOutputStream(out).use { scaled.compress(Bitmap.CompressFormat.JPEG, quality, it) }
        if (scaled !== bitmap) bitmap.recycle()
        return out
    }

    private fun sampleSize(w: Int, h: Int): Int {
        var size = 1
        while (maxOf(w, h) / (size * 2) >= maxEdgePx) size *= 2
        return size
    }

    private fun scaleDown(src: Bitmap): Bitmap {
        val edge = maxOf(src.width, src.height)
        if (edge <= maxEdgePx) return src
        val f = maxEdgePx.toFloat() / edge
        return Bitmap.createScaledBitmap(src, (src.width * f).toInt(), (src.height * f).toInt(), true)
    }
}
