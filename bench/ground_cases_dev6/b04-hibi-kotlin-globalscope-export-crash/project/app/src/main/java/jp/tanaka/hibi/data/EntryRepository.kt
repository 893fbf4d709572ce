package jp.tanaka.hibi.data

import androidx.room.Dao
import androidx.room.Database
import androidx.room.Insert
import androidx.room.Query
import androidx.room.Room
import androidx.room.RoomDatabase
import android.content.Context
import kotlinx.coroutines.flow.Flow

@Dao
interface EntryDao {
    @Query("SELECT * FROM entries ORDER BY date DESC")
    fun observeAll(): Flow<List<Entry>>

    @Query("SELECT * FROM entries ORDER BY date ASC")
    suspend fun all(): List<Entry>

    @Insert
    suspend fun insert(entry: Entry): Long
}

@Database(entities = [Entry::class], version = 2)
abstract class AppDatabase : RoomDatabase() {
    abstract fun entryDao(): EntryDao

    companion object {
        fun build(context: Context): AppDatabase =
            Room.databaseBuilder(context, AppDatabase::class.java, "hibi.db")
                .fallbackToDestructiveMigrationFrom(1)
                .build()
    }
}

class EntryRepository(private val dao: EntryDao) {
    fun observeAll(): Flow<List<Entry>> = dao.observeAll()
    suspend fun all(): List<Entry> = dao.all()
    suspend fun add(date: String, mood: Int, body: String): Long = dao.insert(Entry(date = date, mood = mood, body = body))
}
