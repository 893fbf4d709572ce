package com.xiaoming.jizhang.ui.edit

import android.text.InputFilter
import android.text.Spanned

/**
 * 金额输入框的过滤器：只允许数字和一个小数点，整数部分最多 8 位，小数部分最多 2 位。
 */
class AmountInputFilter(
    private val maxIntegerDigits: Int = 8,
    private val maxFractionDigits: Int = 2,
) : InputFilter {

    override fun filter(
        source: CharSequence,
        start: Int,
        end: Int,
        dest: Spanned,
        dstart: Int,
        dend: Int,
    ): CharSequence? {
        val result = StringBuilder(dest).replace(dstart, dend, source.subSequence(start, end).toString()).toString()
        if (result.isEmpty()) return null
        if (!result.all { it.isDigit() || it == '.' }) return ""
        if (result.count { it == '.' } > 1) return ""
        val integerPart = result.substringBefore('.')
        if (integerPart.length > maxIntegerDigits) return ""
        val fraction = result.substringAfter('.', "")
        if (fraction.length > maxFractionDigits) return ""
        return null
    }
}
