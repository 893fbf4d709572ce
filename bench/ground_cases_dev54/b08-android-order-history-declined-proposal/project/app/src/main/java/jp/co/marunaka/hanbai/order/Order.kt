package jp.co.marunaka.hanbai.order

import java.util.Date

data class Order(
    val orderNo: String,
    val customerName: String,
    val orderedAt: Date,
    val amount: Long,
    val status: Status,
) {
    enum class Status(val labelRes: Int) {
        RECEIVED(jp.co.marunaka.hanbai.R.string.order_status_received),
        SHIPPED(jp.co.marunaka.hanbai.R.string.order_status_shipped),
        CANCELLED(jp.co.marunaka.hanbai.R.string.order_status_cancelled),
    }
}

enum class Period(val days: Int, val labelRes: Int) {
    WEEK(7, jp.co.marunaka.hanbai.R.string.period_week),
    MONTH(30, jp.co.marunaka.hanbai.R.string.period_month),
    QUARTER(90, jp.co.marunaka.hanbai.R.string.period_quarter),
    ALL(0, jp.co.marunaka.hanbai.R.string.period_all);

    fun since(now: Date): Date? =
        if (this == ALL) null else Date(now.time - days * 24L * 60 * 60 * 1000)
}

fun Long.toYen(): String = "¥" + "%,d".format(this)

fun Order.isEditable(): Boolean = status == Order.Status.RECEIVED
