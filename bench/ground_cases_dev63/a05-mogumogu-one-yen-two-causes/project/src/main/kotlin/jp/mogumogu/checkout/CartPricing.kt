package jp.mogumogu.checkout

import java.math.BigDecimal
import java.math.RoundingMode

/** Prices the cart for the checkout screen of the app. */
object CartPricing {
    private val HUNDRED = BigDecimal(100)

    fun lineTotal(line: CartLine): BigDecimal =
        line.unitPrice.multiply(BigDecimal(line.quantity))

    /** Coupon discount, computed per line and rounded down per line. */
    fun discount(cart: Cart): BigDecimal =
        cart.lines.fold(BigDecimal.ZERO) { acc, line ->
            acc + lineTotal(line).multiply(cart.discountPercent)
                .divide(HUNDRED, 0, RoundingMode.DOWN)
        }

    fun price(cart: Cart): PricedCart {
        val subtotal = cart.lines.fold(BigDecimal.ZERO) { acc, line -> acc + lineTotal(line) }
        val discount = discount(cart)
        val points = Points.toYen(cart.pointsUsed)
        val total = (subtotal - discount - points).max(BigDecimal.ZERO)
        return PricedCart(subtotal, discount, points, total)
    }

    /** Number of items for the "n items" label on the checkout button. */
    fun itemCount(cart: Cart): Int = cart.lines.sumOf { it.quantity }

    /** Points the customer will earn for this cart, shown under the total. */
    fun pointsToEarn(cart: Cart): Int = Points.earned(price(cart).total)
}
