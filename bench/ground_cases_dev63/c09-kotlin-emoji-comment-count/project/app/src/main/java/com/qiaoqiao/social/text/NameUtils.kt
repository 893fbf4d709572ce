package com.qiaoqiao.social.text

import java.text.BreakIterator

object NameUtils {

    const val MAX_NICKNAME = 10
    private const val ELLIPSIS = "…"

    /**
     * 列表里显示的昵称：超过 MAX_NICKNAME 个字就截断加省略号。
     */
    fun truncateNickname(name: String): String {
        val trimmed = name.trim()
        // 按字素簇（用户看到的一个字）截断，不会把 emoji 的代理对或 ZWJ 序列切开
        val it = BreakIterator.getCharacterInstance()
        it.setText(trimmed)
        var end = 0
        repeat(MAX_NICKNAME) {
            val next = it.next()
            if (next == BreakIterator.DONE) return trimmed
            end = next
        }
        return if (end >= trimmed.length) trimmed else trimmed.substring(0, end) + ELLIPSIS
    }

    /** 头像占位：取昵称第一个字。 */
    fun initial(name: String): String {
        val trimmed = name.trim()
        return if (trimmed.isEmpty()) "?" else trimmed.substring(0, 1)
    }

    /** 去掉昵称里的控制字符和首尾空白。 */
    fun sanitize(name: String): String =
        name.filterNot { it.isISOControl() }.trim()

    fun isBlankName(name: String): Boolean = sanitize(name).isEmpty()
}
