package com.meterlog.history

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.PrimaryKey
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Entity(tableName = "readings")
data class Reading(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val meter: String,
    val value: Double,
    val unit: String,
    val takenAt: Long,
)

@Dao
interface ReadingDao {
    @Query("SELECT * FROM readings ORDER BY takenAt DESC")
    fun observeAll(): Flow<List<Reading>>

    @Query("SELECT * FROM readings WHERE meter = :meter ORDER BY takenAt DESC LIMIT 1")
    suspend fun latest(meter: String): Reading?

    @Insert
    suspend fun insert(reading: Reading): Long

    @Query("DELETE FROM readings WHERE id = :id")
    suspend fun delete(id: Long)

    @Query("SELECT COUNT(*) FROM readings")
    suspend fun count(): Int
}
