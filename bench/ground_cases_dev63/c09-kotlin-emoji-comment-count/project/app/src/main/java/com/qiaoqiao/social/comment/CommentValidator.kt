package com.qiaoqiao.social.comment

sealed interface CommentCheck {
    data object Ok : CommentCheck
    data object Empty : CommentCheck
    data class TooLong(val count: Int) : CommentCheck
}

object CommentValidator {

    const val MAX_LENGTH = 140

    /** 评论字数：输入框下面的计数和校验都用这个。 */
    fun count(text: String): Int = text.length

    fun remaining(text: String): Int = MAX_LENGTH - count(text)

    fun check(text: String): CommentCheck {
        val trimmed = text.trim()
        if (trimmed.isEmpty()) {
            return CommentCheck.Empty
        }
        val n = count(trimmed)
        return if (n > MAX_LENGTH) CommentCheck.TooLong(n) else CommentCheck.Ok
    }

    /** 发送前去掉连续的空行。 */
    fun normalize(text: String): String =
        text.trim().replace(Regex("\n{3,}"), "\n\n")
}
