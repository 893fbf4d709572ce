package jp.hakobu.driver.data

import androidx.room.Entity
import androidx.room.PrimaryKey

@Entity(tableName = "deliveries")
data class DeliveryEntity(
    @PrimaryKey val id: String,
    val routeId: String,
    val sequence: Int,
    val recipientName: String,
    val address: String,
    val lat: Double,
    val lng: Double,
    val status: String,
    val deliveredAt: Long? = null,
    val podPhotoPath: String? = null,
    val synced: Boolean = false,
)

object DeliveryStatus {
    const val PENDING = "pending"
    const val DELIVERED = "delivered"
    const val ABSENT = "absent"
}
