package com.lihao.quicknote.data

import androidx.room.Dao
import androidx.room.Delete
import androidx.room.Entity
import androidx.room.Insert
import androidx.room.PrimaryKey
import androidx.room.Query

@Entity(tableName = "pending_ops")
data class PendingOp(
    @PrimaryKey val id: String,
    val noteId: String,
    val kind: String,
    val payload: String,
    val createdAt: Long,
    val rejected: Boolean = false,
) {
    companion object {
        const val KIND_UPSERT = "upsert"
        const val KIND_DELETE = "delete"
    }
}

@Dao
interface PendingOpDao {
    @Insert
    suspend fun insert(op: PendingOp)

    @Query("SELECT * FROM pending_ops WHERE rejected = 0 ORDER BY createdAt ASC LIMIT :limit")
    suspend fun oldestFirst(limit: Int): List<PendingOp>

    @Query("UPDATE pending_ops SET rejected = 1 WHERE id = :id")
    suspend fun markRejected(id: String)

    @Delete
    suspend fun delete(op: PendingOp)
}
