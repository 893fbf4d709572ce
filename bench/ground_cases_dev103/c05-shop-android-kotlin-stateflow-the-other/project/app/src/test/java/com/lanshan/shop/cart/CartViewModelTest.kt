package com.lanshan.shop.cart

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class CartViewModelTest {
    private val rows = MutableStateFlow<List<CartRow>>(emptyList())

    private val fakeDao = object : CartDao {
        override fun observe(): Flow<List<CartRow>> = rows
        override suspend fun upsert(row: CartRow) { rows.value = rows.value.filter { it.productId != row.productId } + row }
        override suspend fun delete(productId: Long) { rows.value = rows.value.filter { it.productId != productId } }
    }

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    @Test
    fun addItem_mergesQuantity() {
        val vm = CartViewModel(CartRepository(fakeDao))
        vm.addItem(CartItem(1, "茶杯", 2900, 1))
        vm.addItem(CartItem(1, "茶杯", 2900, 2))
        assertEquals(3, vm.state.value.items.single().quantity)
    }

    @Test
    fun clearCart_emptiesState() {
        val vm = CartViewModel(CartRepository(fakeDao))
        vm.addItem(CartItem(1, "茶杯", 2900, 2))
        vm.clearCart()
        assertEquals(0, vm.state.value.badgeCount)
    }

    @Test
    fun subtotal_sumsLines() {
        val vm = CartViewModel(CartRepository(fakeDao))
        vm.addItem(CartItem(1, "茶杯", 2900, 2))
        vm.addItem(CartItem(2, "茶垫", 500, 1))
        assertEquals(6300L, vm.state.value.subtotalFen)
    }
}
