package com.pangu.ledger.ui.list

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.pangu.ledger.data.Category
import com.pangu.ledger.data.Expense
import com.pangu.ledger.data.ExpenseRepository
import com.pangu.ledger.util.MonthRange
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import java.time.YearMonth

data class ExpenseListUiState(
    val month: YearMonth = YearMonth.now(),
    val filter: Category? = null,
    val allItems: List<Expense> = emptyList(),
    val items: List<Expense> = emptyList(),
    val totalCents: Long = 0,
    val loading: Boolean = false,
    val pendingUndo: Expense? = null,
)

class ExpenseListViewModel(
    private val repo: ExpenseRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(ExpenseListUiState())
    val state: StateFlow<ExpenseListUiState> = _state.asStateFlow()

    fun loadMonth(month: YearMonth) {
        _state.update { it.copy(month = month, loading = true) }
        viewModelScope.launch {
            val range = MonthRange.of(month)
            val all = repo.between(range.startMillis, range.endMillis)
            _state.update {
                val visible = all.filterBy(it.filter)
                it.copy(allItems = all, items = visible, totalCents = visible.sumOf { e -> e.amountCents }, loading = false)
            }
        }
    }

    fun onFilterChanged(category: Category?) {
        _state.update {
            val visible = it.allItems.filterBy(category)
            it.copy(
                filter = category,
                items = visible,
                totalCents = visible.sumOf { e -> e.amountCents },
            )
        }
    }

    fun onDelete(expense: Expense) {
        _state.update {
            it.copy(
                allItems = it.allItems - expense,
                items = it.items - expense,
                totalCents = it.totalCents - expense.amountCents,
                pendingUndo = expense,
            )
        }
        viewModelScope.launch { repo.delete(expense.id) }
    }

    fun undoDelete() {
        val expense = _state.value.pendingUndo ?: return
        viewModelScope.launch {
            repo.insert(expense)
            _state.update {
                val all = (it.allItems + expense).sortedByDescending { e -> e.spentAt }
                it.copy(allItems = all, items = all.filterBy(it.filter), pendingUndo = null)
            }
        }
    }

    fun onUndoTimeout() {
        _state.update { it.copy(pendingUndo = null) }
    }

    private fun List<Expense>.filterBy(category: Category?): List<Expense> =
        if (category == null) this else filter { it.category == category }
}
