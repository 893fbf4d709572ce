package com.jiayu.ledger.ui.stats

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.jiayu.ledger.data.Category
import com.jiayu.ledger.data.Record
import com.jiayu.ledger.data.RecordRepository
import dagger.hilt.android.lifecycle.HiltViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import java.time.YearMonth
import javax.inject.Inject

data class Slice(val category: Category, val amountCents: Long, val percent: Int)

data class StatsUiState(
    val month: YearMonth = YearMonth.now(),
    val loading: Boolean = true,
    val totalCents: Long = 0,
    val slices: List<Slice> = emptyList(),
)

@HiltViewModel
class StatsViewModel @Inject constructor(
    private val repo: RecordRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(StatsUiState())
    val state: StateFlow<StatsUiState> = _state.asStateFlow()

    private var month: YearMonth = YearMonth.now()

    fun selectMonth(target: YearMonth) {
        if (target == month) return
        month = target
        load()
    }

    fun load() {
        viewModelScope.launch {
            _state.value = _state.value.copy(month = month, loading = true)
            val records = repo.expensesIn(month)
            val total = records.sumOf { it.amountCents }
            _state.value = StatsUiState(month, loading = false, totalCents = total, slices = buildSlices(records, total))
        }
    }

    private fun buildSlices(records: List<Record>, total: Long): List<Slice> =
        records.groupBy { it.category }
            .map { (cat, items) ->
                val sum = items.sumOf { it.amountCents }
                Slice(cat, sum, percentOf(sum, total))
            }
            .sortedByDescending { it.amountCents }

    private fun percentOf(part: Long, total: Long): Int =
        (part * 100 / total).toInt()
}
