package jp.mogumogu.receipt

import jp.mogumogu.checkout.Cart
import jp.mogumogu.checkout.CartPricing
import jp.mogumogu.checkout.Points
import java.math.BigDecimal
import java.math.RoundingMode
import java.text.NumberFormat
import java.util.Locale

/** Builds the printed / e-mailed receipt. */
class ReceiptFormatter(private val locale: Locale = Locale.JAPAN) {
    private val HUNDRED = BigDecimal(100)

    fun yen(amount: BigDecimal): String =
        "¥" + NumberFormat.getIntegerInstance(locale).format(amount)

    /** Coupon discount on the whole subtotal, rounded half up once. */
    fun discount(cart: Cart, subtotal: BigDecimal): BigDecimal =
        subtotal.multiply(cart.discountPercent).divide(HUNDRED, 0, RoundingMode.HALF_UP)

    fun total(cart: Cart): BigDecimal {
        val subtotal = cart.lines.fold(BigDecimal.ZERO) { acc, l -> acc + CartPricing.lineTotal(l) }
        val points = Points.toYenForReceipt(cart.pointsUsed)
        return (subtotal - discount(cart, subtotal) - points).max(BigDecimal.ZERO)
    }

    fun render(orderNo: String, cart: Cart): String = buildString {
        appendLine("ご注文番号 $orderNo")
        cart.lines.forEach { l ->
            appendLine("${l.name} × ${l.quantity}  ${yen(CartPricing.lineTotal(l))}")
        }
        val subtotal = cart.lines.fold(BigDecimal.ZERO) { acc, l -> acc + CartPricing.lineTotal(l) }
        appendLine("小計  ${yen(subtotal)}")
        if (cart.discountPercent.signum() > 0) {
            appendLine("クーポン割引  -${yen(discount(cart, subtotal))}")
        }
        if (cart.pointsUsed > 0) {
            appendLine("ポイント利用  -${yen(Points.toYenForReceipt(cart.pointsUsed))}")
        }
        appendLine("合計（税込）  ${yen(total(cart))}")
    }
}
