package jp.mogumogu.checkout

import java.math.BigDecimal
import kotlin.test.Test
import kotlin.test.assertEquals

class CartPricingTest {
    private fun line(price: Int, qty: Int = 1) = CartLine("SKU$price", "item", BigDecimal(price), qty)

    @Test
    fun `no discount no points`() {
        val priced = CartPricing.price(Cart(listOf(line(1280), line(980, 2))))
        assertEquals(BigDecimal(3240), priced.total)
    }

    @Test
    fun `discount rounds down per line`() {
        val cart = Cart(listOf(line(999), line(999)), discountPercent = BigDecimal(15))
        assertEquals(BigDecimal(298), CartPricing.discount(cart))
    }

    @Test
    fun `receipt agrees with checkout for a plain order`() {
        val cart = Cart(listOf(line(1280), line(980, 2), line(399, 3)))
        val receipt = jp.mogumogu.receipt.ReceiptFormatter()
        assertEquals(CartPricing.price(cart).total, receipt.total(cart))
    }

    @Test
    fun `points during campaign`() {
        Points.campaignActive = true
        assertEquals(BigDecimal(110), Points.toYen(100))
    }
}
