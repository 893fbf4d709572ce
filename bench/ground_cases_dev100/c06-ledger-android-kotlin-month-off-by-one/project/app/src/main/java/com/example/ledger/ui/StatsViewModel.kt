package com.example.ledger.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.ledger.data.Record
import com.example.ledger.data.RecordRepository
import com.example.ledger.data.RecordType
import com.example.ledger.util.DateUtils
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import java.math.BigDecimal

data class MonthTotal(
    val key: String,
    val label: String,
    val income: BigDecimal,
    val expense: BigDecimal,
) {
    val balance: BigDecimal get() = income - expense
}

class StatsViewModel(repo: RecordRepository) : ViewModel() {

    val months: StateFlow<List<MonthTotal>> = repo.observeAll()
        .map { records -> summarize(records) }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    /** 当月支出按分类汇总，金额从大到小，给饼图用。 */
    val currentMonthByCategory: StateFlow<List<Pair<String, BigDecimal>>> = repo.observeAll()
        .map { records -> byCategory(records, DateUtils.monthKey(System.currentTimeMillis())) }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    companion object {
        fun summarize(records: List<Record>): List<MonthTotal> =
            records.groupBy { DateUtils.monthKey(it.createdAt) }
                .map { (key, rs) ->
                    MonthTotal(
                        key = key,
                        label = DateUtils.monthLabel(key),
                        income = rs.sumOf(RecordType.INCOME),
                        expense = rs.sumOf(RecordType.EXPENSE),
                    )
                }
                .sortedByDescending { it.key }

        fun byCategory(records: List<Record>, monthKey: String): List<Pair<String, BigDecimal>> =
            records.filter { it.type == RecordType.EXPENSE && DateUtils.monthKey(it.createdAt) == monthKey }
                .groupBy { it.category }
                .map { (category, rs) -> category to rs.fold(BigDecimal.ZERO) { acc, r -> acc + r.amount } }
                .sortedByDescending { it.second }

        private fun List<Record>.sumOf(type: RecordType): BigDecimal =
            filter { it.type == type }.fold(BigDecimal.ZERO) { acc, r -> acc + r.amount }
    }
}
