package jp.example.tsumiki.cart

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
    private val apple = CartItem("p1", "りんご", 150, 2)

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    private suspend fun vmWith(vararg items: CartItem): CartViewModel {
        val repo = InMemoryCartRepository().apply { save(items.toList()) }
        return CartViewModel(repo)
    }

    @Test fun loadsItems() = runTest {
        val vm = vmWith(apple)
        assertEquals(1, vm.state.value.items.size)
        assertEquals(300, vm.state.value.subtotal)
    }

    @Test fun decrementLowersQuantity() = runTest {
        val vm = vmWith(apple)
        vm.decrement("p1")
        assertEquals(1, vm.state.value.items.single().quantity)
    }

    @Test fun countSumsQuantities() = runTest {
        val vm = vmWith(apple, CartItem("p2", "みかん", 80, 3))
        assertEquals(5, vm.state.value.count)
    }
}
