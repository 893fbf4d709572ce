package com.acme.opsctl

import java.util.Locale

private val AMOUNT = Regex("""^\d{1,7}(\.\d{1,2})?$""")

/**
 * Parses an amount typed by a human ("12.50", "3", "0.29") into minor units (cents).
 * Billing works in cents everywhere; the CLI is the only place that sees decimals.
 */
fun parseAmount(text: String): Long {
    require(AMOUNT.matches(text)) { "amount must look like 12.50, got '$text'" }
    return (text.toDouble() * 100).toLong()
}

/** 1250 -> "12.50" (always a dot, two decimals), for output and CSV. */
fun formatCents(cents: Long): String {
    val sign = if (cents < 0) "-" else ""
    val abs = Math.abs(cents)
    return String.format(Locale.ROOT, "%s%d.%02d", sign, abs / 100, abs % 100)
}

/** "EUR 12.50" for messages. */
fun describeAmount(cents: Long, currency: String): String =
    "${currency.uppercase(Locale.ROOT)} ${formatCents(cents)}"

/** Refunds above this need --force, so a typo like 1250 for 12.50 doesn't go out. */
const val LARGE_REFUND_CENTS = 50_000L

fun isLargeRefund(cents: Long): Boolean = cents >= LARGE_REFUND_CENTS
