package com.jiayu.ledger.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import java.time.YearMonth
import javax.inject.Inject
import javax.inject.Singleton

enum class Category { FOOD, TRANSPORT, RENT, SHOPPING, FUN, MEDICAL, OTHER }

/** amountCents is negative for refunds / reimbursements booked against an expense. */
data class Record(
    val id: Long,
    val category: Category,
    val amountCents: Long,
    val epochDay: Long,
    val note: String = "",
)

@Singleton
class RecordRepository @Inject constructor(
    private val dao: RecordDao,
) {
    suspend fun expenses(): List<Record> = withContext(Dispatchers.IO) {
        dao.all().map { it.toRecord() }
    }

    suspend fun expensesIn(month: YearMonth): List<Record> = withContext(Dispatchers.IO) {
        val from = month.atDay(1).toEpochDay()
        val to = month.atEndOfMonth().toEpochDay()
        dao.between(from, to).map { it.toRecord() }
    }

    suspend fun add(record: Record) = withContext(Dispatchers.IO) {
        dao.insert(RecordEntity.from(record))
    }

    suspend fun delete(id: Long) = withContext(Dispatchers.IO) {
        dao.delete(id)
    }

    suspend fun count(): Int = withContext(Dispatchers.IO) { dao.count() }
}
