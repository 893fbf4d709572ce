package com.lanshan.shop.cart

import androidx.room.Dao
import androidx.room.Entity
import androidx.room.PrimaryKey
import androidx.room.Query
import androidx.room.Upsert
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

@Entity(tableName = "cart_items")
data class CartRow(
    @PrimaryKey val productId: Long,
    val title: String,
    val unitPriceFen: Long,
    val quantity: Int,
)

@Dao
interface CartDao {
    @Query("SELECT * FROM cart_items ORDER BY productId")
    fun observe(): Flow<List<CartRow>>

    @Upsert
    suspend fun upsert(row: CartRow)

    @Query("DELETE FROM cart_items WHERE productId = :productId")
    suspend fun delete(productId: Long)
}

class CartRepository(private val dao: CartDao) {
    fun observe(): Flow<List<CartItem>> = dao.observe().map { rows ->
        rows.map { CartItem(it.productId, it.title, it.unitPriceFen, it.quantity) }
    }

    suspend fun save(item: CartItem) {
        if (item.quantity <= 0) dao.delete(item.productId)
        else dao.upsert(CartRow(item.productId, item.title, item.unitPriceFen, item.quantity))
    }

    suspend fun remove(productId: Long) = dao.delete(productId)
}
