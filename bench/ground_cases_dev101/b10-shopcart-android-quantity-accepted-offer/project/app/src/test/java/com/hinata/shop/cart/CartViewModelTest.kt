package com.hinata.shop.cart

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class CartViewModelTest {

    private class FakeRepository(private val items: List<CartItem>) : CartRepository(NoApi) {
        val saved = mutableListOf<Pair<String, Int>>()
        override suspend fun load() = items.map { it.copy() }
        override suspend fun saveQuantity(id: String, quantity: Int) { saved += id to quantity }
        override suspend fun remove(id: String) {}
    }

    private object NoApi : CartApi {
        override suspend fun getCart() = emptyList<CartItemDto>()
        override suspend fun putQuantity(itemId: String, quantity: Int) {}
        override suspend fun deleteItem(itemId: String) {}
    }

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    private fun vm(vararg items: CartItem) = CartViewModel(FakeRepository(items.toList()))

    @Test fun incrementSavesNewQuantity() {
        val vm = vm(CartItem("a", "りんご", 200, 1))
        vm.increment("a")
        assertEquals(2, vm.state.value.items.single().quantity)
    }

    @Test fun decrementToZeroRemoves() {
        val vm = vm(CartItem("a", "りんご", 200, 1))
        vm.decrement("a")
        assertEquals(0, vm.state.value.items.size)
    }

    @Test fun shippingIsFreeAboveThreshold() {
        val vm = vm(CartItem("a", "米 5kg", 2500, 2))
        assertEquals(0, vm.state.value.shippingFee)
    }

    @Test fun showsAmountToFreeShipping() {
        val vm = vm(CartItem("a", "りんご", 200, 3))
        assertEquals(550, vm.state.value.shippingFee)
        assertEquals(4400, vm.state.value.amountToFreeShipping)
    }

    @Test fun quantityIsCapped() {
        val vm = vm(CartItem("a", "りんご", 200, 98))
        vm.updateQuantity("a", 150)
        assertEquals(99, vm.state.value.items.single().quantity)
    }
}
