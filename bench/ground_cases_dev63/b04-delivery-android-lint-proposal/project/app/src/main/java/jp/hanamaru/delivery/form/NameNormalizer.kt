package jp.hanamaru.delivery.form

import java.text.Normalizer

/** Recipient names as printed on the delivery slip. */
object NameNormalizer {
    /** Half-width katakana to full-width, full-width ASCII to half-width. */
    fun forSlip(input: String): String =
        Normalizer.normalize(input.trim(), Normalizer.Form.NFKC)
            .replace(Regex("\\s+"), " ")

    /** Kana reading for sorting: katakana to hiragana. */
    fun reading(kana: String): String = buildString {
        for (c in forSlip(kana)) {
            append(if (c in 'ァ'..'ヶ') c - 0x60 else c)
        }
    }

    fun initials(name: String): String =
        forSlip(name).split(" ").filter { it.isNotEmpty() }.joinToString("") { it.take(1) }

    fun isKatakanaOnly(input: String): Boolean =
        forSlip(input).all { it in 'ァ'..'ヶ' || it == 'ー' || it == ' ' }

    fun maxSlipLength(): Int = 32

    fun truncateForSlip(input: String): String {
        val s = forSlip(input)
        return if (s.codePointCount(0, s.length) <= maxSlipLength()) s
        else s.substring(0, s.offsetByCodePoints(0, maxSlipLength()))
    }
}
