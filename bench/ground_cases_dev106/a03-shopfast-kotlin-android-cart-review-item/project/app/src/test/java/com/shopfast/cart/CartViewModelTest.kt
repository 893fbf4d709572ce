package com.shopfast.cart

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
    private val api = FakeCartApi(listOf(CartItem("A1", "Mug", 1250, 2), CartItem("B7", "Tea", 499, 1)))
    private lateinit var vm: CartViewModel

    @Before fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
        vm = CartViewModel(CartRepository(api))
    }

    @After fun tearDown() = Dispatchers.resetMain()

    @Test fun incrementRaisesQuantity() {
        vm.load()
        Thread.sleep(50)
        vm.increment("A1")
        assertEquals(3, vm.state.value.items.bySku("A1")?.quantity)
    }

    @Test fun formattedTotalUsesExactCents() {
        vm.load()
        Thread.sleep(50)
        assertEquals("$29.99", vm.formattedTotal())
    }

    @Test fun totalIsSumOfLines() {
        vm.load()
        Thread.sleep(50)
        assertEquals(2 * 1250L + 499L, vm.state.value.totalCents)
    }
}

class FakeCartApi(private var items: List<CartItem>) : CartApi {
    override suspend fun getCart() = items
    override suspend fun putQuantity(sku: String, quantity: Int) {
        items = items.map { if (it.sku == sku) it.copy(quantity = quantity) else it }
    }
    override suspend fun deleteItem(sku: String) { items = items.filterNot { it.sku == sku } }
}
