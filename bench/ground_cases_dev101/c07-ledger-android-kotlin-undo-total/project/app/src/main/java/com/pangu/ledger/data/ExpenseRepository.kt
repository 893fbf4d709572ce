package com.pangu.ledger.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query

@Dao
interface ExpenseDao {
    @Query("SELECT * FROM expenses WHERE spentAt >= :start AND spentAt < :end ORDER BY spentAt DESC")
    suspend fun between(start: Long, end: Long): List<Expense>

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun insert(expense: Expense)

    @Query("DELETE FROM expenses WHERE id = :id")
    suspend fun delete(id: Long)
}

interface ExpenseRepository {
    suspend fun between(startMillis: Long, endMillis: Long): List<Expense>
    suspend fun insert(expense: Expense)
    suspend fun delete(id: Long)
}

class RoomExpenseRepository(private val dao: ExpenseDao) : ExpenseRepository {
    override suspend fun between(startMillis: Long, endMillis: Long): List<Expense> =
        dao.between(startMillis, endMillis)

    override suspend fun insert(expense: Expense) = dao.insert(expense)

    override suspend fun delete(id: Long) = dao.delete(id)
}
