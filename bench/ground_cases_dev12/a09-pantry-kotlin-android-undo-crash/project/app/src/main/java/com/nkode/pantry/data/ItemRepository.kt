package com.nkode.pantry.data

import android.content.Context
import androidx.room.Entity
import androidx.room.PrimaryKey
import kotlinx.coroutines.flow.Flow

@Entity(tableName = "items")
data class Item(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val name: String,
    val quantity: String? = null,
    val checked: Boolean = false,
    val position: Int = 0,
)

enum class ListFilter {
    ALL, OPEN;

    fun accepts(item: Item): Boolean = this == ALL || !item.checked
}

class ItemRepository private constructor(private val dao: ItemDao) {

    fun observeItems(): Flow<List<Item>> = dao.observeAll()

    suspend fun add(name: String) {
        dao.insert(Item(name = name, position = dao.maxPosition() + 1))
    }

    suspend fun setChecked(id: Long, checked: Boolean) = dao.setChecked(id, checked)

    suspend fun delete(id: Long) = dao.deleteById(id)

    suspend fun deleteChecked() = dao.deleteChecked()

    companion object {
        @Volatile
        private var instance: ItemRepository? = null

        fun get(context: Context): ItemRepository =
            instance ?: synchronized(this) {
                instance ?: ItemRepository(PantryDatabase.get(context).items()).also { instance = it }
            }
    }
}
