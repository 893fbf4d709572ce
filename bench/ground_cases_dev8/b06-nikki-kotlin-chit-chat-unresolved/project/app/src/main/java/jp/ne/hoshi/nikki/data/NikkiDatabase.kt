package jp.ne.hoshi.nikki.data

import android.content.Context
import androidx.room.Database
import androidx.room.Room
import androidx.room.RoomDatabase
import androidx.room.TypeConverter
import androidx.room.TypeConverters
import java.time.LocalDate

class Converters {
    @TypeConverter
    fun fromEpochDay(value: Long): LocalDate = LocalDate.ofEpochDay(value)

    @TypeConverter
    fun toEpochDay(date: LocalDate): Long = date.toEpochDay()
}

@Database(entities = [Entry::class], version = 2, exportSchema = true)
@TypeConverters(Converters::class)
abstract class NikkiDatabase : RoomDatabase() {
    abstract fun entries(): EntryDao

    companion object {
        @Volatile private var instance: NikkiDatabase? = null

        fun get(context: Context): NikkiDatabase =
            instance ?: synchronized(this) {
                instance ?: Room.databaseBuilder(context, NikkiDatabase::class.java, "nikki.db")
                    .addMigrations(MIGRATION_1_2)
                    .build()
                    .also { instance = it }
            }
    }
}
