package com.routely.driver.pod

import android.graphics.Bitmap
import android.graphics.BitmapFactory
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.rules.TemporaryFolder
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import java.io.File

@RunWith(RobolectricTestRunner::class)
class PodPhotoCompressorTest {
    @get:Rule val tmp = TemporaryFolder()

    @Test
    fun `large photos are scaled to the max edge`() {
        val src = File(tmp.root, "big.jpg")
        Bitmap.createBitmap(4000, 3000, Bitmap.Config.ARGB_8888).also { bmp ->
            src.outputStream().use { bmp.compress(Bitmap.CompressFormat.JPEG, 90, it) }
        }
        val out = PodPhotoCompressor(maxEdgePx = 1600).compress(src, tmp.root)
        val decoded = BitmapFactory.decodeFile(out.path)
        assertTrue(maxOf(decoded.width, decoded.height) <= 1600)
    }
}
