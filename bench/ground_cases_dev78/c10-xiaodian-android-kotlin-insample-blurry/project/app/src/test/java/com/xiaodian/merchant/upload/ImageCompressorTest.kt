package com.xiaodian.merchant.upload

import org.junit.Assert.assertEquals
import org.junit.Test

class ImageCompressorTest {

    @Test
    fun smallImageIsNotSampled() {
        assertEquals(1, ImageCompressor.calculateInSampleSize(1200, 900, 1600))
    }

    @Test
    fun largeImageIsSampled() {
        assertEquals(4, ImageCompressor.calculateInSampleSize(4000, 3000, 1600))
    }
}
