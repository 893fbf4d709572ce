package dev.pantry.data

import androidx.room.Entity
import androidx.room.PrimaryKey
import kotlinx.serialization.Serializable

@Serializable
@Entity(tableName = "items")
data class Item(
    @PrimaryKey val id: String,
    val name: String,
    val quantity: Int = 1,
    val unit: String = "pcs",
    val low: Boolean = false,
    val updatedAt: Long = 0,
)
