package com.example.shop.cart

import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class CartViewModelTest {

    private val shirt = Product("p1", "T-shirt", 1999)
    private val mug = Product("p2", "Mug", 850)

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    @Test fun addingTheSameProductBumpsQuantity() {
        val vm = CartViewModel()
        vm.add(shirt); vm.add(shirt)
        assertEquals(1, vm.items.value.size)
        assertEquals(2, vm.items.value.single().quantity)
    }

    @Test fun totalIsSumOfLineTotals() {
        val vm = CartViewModel()
        vm.add(shirt); vm.add(shirt); vm.add(mug)
        assertEquals(2 * 1999L + 850L, vm.totalCents.value)
    }

    @Test fun quantityZeroRemovesRow() {
        val vm = CartViewModel()
        vm.add(mug)
        vm.setQuantity("p2", 0)
        assertEquals(emptyList<CartItem>(), vm.items.value)
    }
}
