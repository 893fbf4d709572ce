package cn.hexa.shop.util

import java.math.BigDecimal
import java.math.RoundingMode
import java.text.NumberFormat
import java.util.Currency
import java.util.Locale

/**
 * Money helpers. The API sends amounts as strings ("129.00") so that we never
 * go through Double; keep them as BigDecimal until they are displayed.
 */
object PriceFormatter {

    private val cny: NumberFormat by lazy {
        NumberFormat.getCurrencyInstance(Locale.CHINA).apply {
            currency = Currency.getInstance("CNY")
            minimumFractionDigits = 2
            maximumFractionDigits = 2
        }
    }

    /** Parses an amount string from the API, e.g. "129.00". */
    fun parse(raw: String): BigDecimal =
        BigDecimal(raw.trim()).setScale(2, RoundingMode.HALF_UP)

    /** "¥1,299.00" for display. */
    fun format(amount: BigDecimal): String = cny.format(amount)

    fun formatRaw(raw: String?): String =
        if (raw.isNullOrBlank()) "—" else format(parse(raw))

    /** Whole-percent discount, e.g. 129 -> 99 gives 23. */
    fun discountPercent(original: BigDecimal, sale: BigDecimal): Int {
        if (original.signum() <= 0 || sale >= original) return 0
        return original.subtract(sale)
            .multiply(BigDecimal(100))
            .divide(original, 0, RoundingMode.DOWN)
            .toInt()
    }
}
