package com.qiaoqiao.social.text

import org.junit.Assert.assertEquals
import org.junit.Test

class NameUtilsTest {

    @Test
    fun shortNameUnchanged() {
        assertEquals("小明", NameUtils.truncateNickname(" 小明 "))
    }

    @Test
    fun longNameTruncated() {
        assertEquals("一二三四五六七八九十…", NameUtils.truncateNickname("一二三四五六七八九十十一"))
    }

    @Test
    fun emojiIsNotSplit() {
        assertEquals("小明同学今天超开心😀…", NameUtils.truncateNickname("小明同学今天超开心😀😀"))
        assertEquals("小明同学今天超开心😀", NameUtils.truncateNickname("小明同学今天超开心😀"))
    }

    @Test
    fun initialOfEmpty() {
        assertEquals("?", NameUtils.initial(""))
    }
}
