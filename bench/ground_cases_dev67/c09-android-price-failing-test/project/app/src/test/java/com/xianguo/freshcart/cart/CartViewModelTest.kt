package com.xianguo.freshcart.cart

import org.junit.Assert.assertEquals
import org.junit.Test

class CartViewModelTest {

    private val apple = CartLine("A1", "红富士", 1250, 2)

    @Test
    fun addMergesSameSku() {
        val vm = CartViewModel()
        vm.add(apple)
        vm.add(apple.copy(qty = 1))
        assertEquals(3, vm.state.value.lines.single().qty)
    }

    @Test
    fun lineTextShowsTwoDecimals() {
        val vm = CartViewModel()
        assertEquals("¥12.50 × 2", vm.lineText(apple))
    }

    @Test
    fun freeGiftShowsFree() {
        val vm = CartViewModel()
        assertEquals("免费 × 1", vm.lineText(CartLine("G1", "赠品袋", 0, 1)))
    }

    @Test
    fun couponNeverMakesTotalNegative() {
        val vm = CartViewModel()
        vm.add(apple)
        vm.applyCoupon(10_000)
        assertEquals(0L, vm.state.value.totalCents)
    }
}
