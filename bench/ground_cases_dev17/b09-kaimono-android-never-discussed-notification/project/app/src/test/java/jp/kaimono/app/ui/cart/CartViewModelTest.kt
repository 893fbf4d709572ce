package jp.kaimono.app.ui.cart

import app.cash.turbine.test
import jp.kaimono.app.data.CartItem
import jp.kaimono.app.data.CartRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class CartViewModelTest {

    private val repository = CartRepository()

    @Before
    fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
    }

    @After
    fun tearDown() {
        Dispatchers.resetMain()
    }

    @Test
    fun totalIsPriceTimesQuantity() = runTest {
        repository.add(CartItem("p1", "牛乳", 198, 2))
        repository.add(CartItem("p2", "食パン", 248, 1))
        val vm = CartViewModel(repository)
        vm.uiState.test {
            assertEquals(644, expectMostRecentItem().total)
        }
    }

    @Test
    fun quantityZeroRemovesItem() = runTest {
        repository.add(CartItem("p1", "牛乳", 198, 2))
        val vm = CartViewModel(repository)
        vm.updateQuantity("p1", 0)
        vm.uiState.test {
            assertEquals(emptyList<CartItem>(), expectMostRecentItem().items)
        }
    }
}
