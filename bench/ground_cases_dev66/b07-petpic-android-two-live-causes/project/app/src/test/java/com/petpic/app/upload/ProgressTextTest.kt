package com.petpic.app.upload

import org.junit.Assert.assertEquals
import org.junit.Test

/** 通知の進捗テキストの計算（UploadNotifications と同じ式） */
class ProgressTextTest {

    private fun percent(done: Int, total: Int) = done * 100 / total

    @Test
    fun halfway() {
        assertEquals(50, percent(5, 10))
    }

    @Test
    fun oneOfThree() {
        assertEquals(33, percent(1, 3))
    }

    @Test
    fun finished() {
        assertEquals(100, percent(20, 20))
    }
}
