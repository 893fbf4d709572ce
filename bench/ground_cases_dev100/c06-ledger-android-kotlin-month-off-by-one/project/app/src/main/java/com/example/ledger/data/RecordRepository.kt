package com.example.ledger.data

import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.withContext
import java.math.BigDecimal

class RecordRepository(private val dao: RecordDao) {

    fun observeAll(): Flow<List<Record>> = dao.observeAll()

    suspend fun add(type: RecordType, amount: BigDecimal, category: String, note: String): Long =
        withContext(Dispatchers.IO) {
            require(amount.signum() > 0) { "amount must be positive" }
            dao.insert(
                Record(
                    type = type,
                    amount = amount.setScale(2, java.math.RoundingMode.HALF_UP),
                    category = category.trim(),
                    note = note.trim(),
                )
            )
        }

    suspend fun between(from: Long, to: Long): List<Record> =
        withContext(Dispatchers.IO) { dao.between(from, to) }

    suspend fun delete(id: Long) = withContext(Dispatchers.IO) { dao.delete(id) }

    companion object {
        val DEFAULT_CATEGORIES = listOf("餐饮", "交通", "购物", "住房", "娱乐", "工资", "其他")
    }
}
