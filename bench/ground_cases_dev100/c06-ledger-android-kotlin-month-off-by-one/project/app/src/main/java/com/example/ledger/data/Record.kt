package com.example.ledger.data

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.PrimaryKey
import androidx.room.Query
import kotlinx.coroutines.flow.Flow
import java.math.BigDecimal

enum class RecordType { INCOME, EXPENSE }

@Entity(tableName = "records")
data class Record(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val type: RecordType,
    /** 金额，单位元，两位小数 */
    val amount: BigDecimal,
    val category: String,
    val note: String = "",
    val createdAt: Long = System.currentTimeMillis(),
)

@Dao
interface RecordDao {
    @Insert
    suspend fun insert(record: Record): Long

    @Query("SELECT * FROM records ORDER BY createdAt DESC")
    fun observeAll(): Flow<List<Record>>

    @Query("SELECT * FROM records WHERE createdAt >= :from AND createdAt < :to ORDER BY createdAt")
    suspend fun between(from: Long, to: Long): List<Record>

    @Query("DELETE FROM records WHERE id = :id")
    suspend fun delete(id: Long)
}
