package jp.co.komeya.pocketcart.cart

import io.mockk.coEvery
import io.mockk.mockk
import jp.co.komeya.pocketcart.data.CartItem
import jp.co.komeya.pocketcart.data.CartRepository
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
    private val repository = mockk<CartRepository>(relaxed = true)

    @Before
    fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
        coEvery { repository.load() } returns emptyList()
    }

    @After
    fun tearDown() {
        Dispatchers.resetMain()
    }

    @Test
    fun totalsAddStandardAndReducedTax() {
        val vm = CartViewModel(repository)
        val items = listOf(
            CartItem("R-01", "おにぎり", 200, 2, taxRatePercent = 8),
            CartItem("G-10", "保冷バッグ", 1000, 1),
        )
        assertEquals(CartTotals(subtotal = 1400, tax = 132, total = 1532), vm.totals(items))
    }

    @Test
    fun emptyCartIsZero() {
        assertEquals(CartTotals(0, 0, 0), CartViewModel(repository).totals(emptyList()))
    }
}
