package com.qiaoqiao.social.comment

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

class CommentValidatorTest {

    @Test
    fun emptyIsRejected() {
        assertEquals(CommentCheck.Empty, CommentValidator.check("   "))
    }

    @Test
    fun exactly140IsOk() {
        assertEquals(CommentCheck.Ok, CommentValidator.check("好".repeat(140)))
    }

    @Test
    fun over140IsTooLong() {
        assertTrue(CommentValidator.check("好".repeat(141)) is CommentCheck.TooLong)
    }

    @Test
    fun remainingCountsDown() {
        assertEquals(137, CommentValidator.remaining("你好啊"))
    }

    @Test
    fun normalizeCollapsesBlankLines() {
        assertEquals("a\n\nb", CommentValidator.normalize("a\n\n\n\nb"))
    }
}
