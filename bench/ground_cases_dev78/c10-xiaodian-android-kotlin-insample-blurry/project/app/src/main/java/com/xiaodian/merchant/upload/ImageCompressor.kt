package com.xiaodian.merchant.upload

import android.content.Context
import android.graphics.Bitmap
import android.graphics.BitmapFactory
import android.graphics.Matrix
import android.net.Uri
import androidx.exifinterface.media.ExifInterface
import java.io.File

class ImageCompressor(private val context: Context) {

    fun compress(uri: Uri, maxEdge: Int = MAX_EDGE, quality: Int = QUALITY): File {
        val bounds = BitmapFactory.Options().apply { inJustDecodeBounds = true }
        context.contentResolver.openInputStream(uri).use { BitmapFactory.decodeStream(it, null, bounds) }

        val opts = BitmapFactory.Options().apply {
            inSampleSize = calculateInSampleSize(bounds.outWidth, bounds.outHeight, maxEdge)
        }
        val decoded = context.contentResolver.openInputStream(uri).use {
            BitmapFactory.decodeStream(it, null, opts)
        } ?: error("cannot decode $uri")

        val rotated = rotateByExif(uri, decoded)
        val out = File.createTempFile("upload_", ".jpg", context.cacheDir)
        out.outputStream().use { rotated.compress(Bitmap.CompressFormat.JPEG, quality, it) }
        return out
    }

    private fun rotateByExif(uri: Uri, bitmap: Bitmap): Bitmap {
        val degrees = context.contentResolver.openInputStream(uri).use {
            ExifInterface(it!!).rotationDegrees
        }
        if (degrees == 0) return bitmap
        val m = Matrix().apply { postRotate(degrees.toFloat()) }
        return Bitmap.createBitmap(bitmap, 0, 0, bitmap.width, bitmap.height, m, true)
    }

    companion object {
        const val MAX_EDGE = 1600
        const val QUALITY = 80

        fun calculateInSampleSize(width: Int, height: Int, maxEdge: Int): Int {
            var sample = 1
            var longEdge = maxOf(width, height)
            while (longEdge / 2 >= maxEdge / 2) {
                sample *= 2
                longEdge /= 2
            }
            return sample
        }
    }
}
