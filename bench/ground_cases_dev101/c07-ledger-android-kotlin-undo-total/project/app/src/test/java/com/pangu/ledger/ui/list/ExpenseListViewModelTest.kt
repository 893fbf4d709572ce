package com.pangu.ledger.ui.list

import com.pangu.ledger.data.Category
import com.pangu.ledger.data.Expense
import com.pangu.ledger.data.ExpenseRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test
import java.time.YearMonth

private class FakeRepo(initial: List<Expense>) : ExpenseRepository {
    val rows = initial.toMutableList()
    override suspend fun between(startMillis: Long, endMillis: Long) =
        rows.filter { it.spentAt in startMillis until endMillis }.sortedByDescending { it.spentAt }
    override suspend fun insert(expense: Expense) { rows += expense }
    override suspend fun delete(id: Long) { rows.removeAll { it.id == id } }
}

@OptIn(ExperimentalCoroutinesApi::class)
class ExpenseListViewModelTest {
    private val lunch = Expense(1, 3200, Category.FOOD, "午饭", 1_741_000_000_000)
    private val metro = Expense(2, 400, Category.TRANSPORT, "", 1_741_100_000_000)

    @Before fun setUp() = Dispatchers.setMain(UnconfinedTestDispatcher())
    @After fun tearDown() = Dispatchers.resetMain()

    @Test fun loadSumsTheMonth() {
        val vm = ExpenseListViewModel(FakeRepo(listOf(lunch, metro)))
        vm.loadMonth(YearMonth.of(2025, 3))
        assertEquals(3600L, vm.state.value.totalCents)
    }

    @Test fun deleteLowersTheTotal() {
        val vm = ExpenseListViewModel(FakeRepo(listOf(lunch, metro)))
        vm.loadMonth(YearMonth.of(2025, 3))
        vm.onDelete(lunch)
        assertEquals(400L, vm.state.value.totalCents)
        assertEquals(listOf(metro), vm.state.value.items)
    }
}
