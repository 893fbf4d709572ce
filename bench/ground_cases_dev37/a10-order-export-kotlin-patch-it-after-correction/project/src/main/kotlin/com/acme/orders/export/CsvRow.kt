package com.acme.orders.export

import com.acme.orders.domain.Order
import java.math.RoundingMode
import java.time.ZoneId
import java.time.format.DateTimeFormatter

/** One line of the nightly finance export (orders-YYYY-MM-DD.csv). */
data class CsvRow(
    val orderNumber: String,
    val placedOn: String,
    val customer: String,
    val currency: String,
    val items: Int,
    val net: String,
    val tax: String,
    val discountCode: String,
    val total: String,
) {
    fun toCsv(): String =
        listOf(orderNumber, placedOn, customer, currency, items.toString(), net, tax, discountCode, total)
            .joinToString(",") { escape(it) }

    companion object {
        const val HEADER = "order_number,placed_on,customer,currency,items,net,tax,discount_code,total"

        private val DAY = DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneId.of("Europe/Vienna"))

        fun from(order: Order): CsvRow {
            val net = order.subtotal().setScale(2, RoundingMode.HALF_UP)
            val tax = order.taxTotal()
            return CsvRow(
                orderNumber = order.number,
                placedOn = DAY.format(order.placedAt),
                customer = order.customerEmail,
                currency = order.currency,
                items = order.lines.sumOf { it.quantity },
                net = net.toPlainString(),
                tax = tax.toPlainString(),
                discountCode = order.discountCode ?: "",
                total = (net + tax).setScale(2, RoundingMode.HALF_UP).toPlainString(),
            )
        }

        private fun escape(value: String): String =
            if (value.any { it == ',' || it == '"' || it == '\n' }) "\"" + value.replace("\"", "\"\"") + "\"" else value
    }
}
