package jp.hakobu.driver.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query

@Dao
interface DeliveryDao {
    @Query("SELECT * FROM deliveries WHERE routeId = :routeId ORDER BY sequence")
    suspend fun forRoute(routeId: String): List<DeliveryEntity>

    @Query("SELECT * FROM deliveries WHERE id = :id")
    suspend fun find(id: String): DeliveryEntity?

    @Insert(onConflict = OnConflictStrategy.REPLACE)
    suspend fun upsertAll(items: List<DeliveryEntity>)

    @Query("UPDATE deliveries SET status = :status, deliveredAt = :at, podPhotoPath = :photo, synced = 0 WHERE id = :id")
    fun updateStatus(id: String, status: String, at: Long, photo: String?)

    @Query("SELECT * FROM deliveries WHERE synced = 0")
    suspend fun unsynced(): List<DeliveryEntity>

    @Query("UPDATE deliveries SET synced = 1 WHERE id IN (:ids)")
    suspend fun markSynced(ids: List<String>)
}
