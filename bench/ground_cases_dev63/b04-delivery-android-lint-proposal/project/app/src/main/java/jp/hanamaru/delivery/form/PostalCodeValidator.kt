package jp.hanamaru.delivery.form

import java.text.Normalizer
import jp.hanamaru.delivery.R

/** Japanese postal codes: 7 digits, written 123-4567 or 1234567. */
object PostalCodeValidator {
    private val PATTERN = Regex("^\\d{3}-?\\d{4}$")

    fun normalize(input: String): String =
        Normalizer.normalize(input, Normalizer.Form.NFKC).trim()
            .replace(Regex("[ー‐‑–—−]"), "-")

    /** Returns null when valid, or the string resource of the error to show. */
    fun validate(input: String): Int? {
        val value = normalize(input)
        if (value.isEmpty()) return R.string.error_required
        if (!PATTERN.matches(value)) return R.string.error_postal_format
        return null
    }

    fun format(input: String): String {
        val digits = normalize(input).replace("-", "")
        return if (digits.length == 7) "${digits.substring(0, 3)}-${digits.substring(3)}" else input
    }
}

/** Phone numbers: 10 or 11 digits, hyphens optional. */
object PhoneValidator {
    private val PATTERN = Regex("^0\\d{9,10}$")

    fun validate(input: String): Int? {
        val digits = input.trim().replace("-", "")
        if (digits.isEmpty()) return R.string.error_required
        if (!PATTERN.matches(digits)) return R.string.error_phone_format
        return null
    }
}
