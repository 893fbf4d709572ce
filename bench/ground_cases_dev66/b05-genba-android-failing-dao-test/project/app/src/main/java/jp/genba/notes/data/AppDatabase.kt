package jp.genba.notes.data

import android.content.Context
import androidx.room.Database
import androidx.room.Room
import androidx.room.RoomDatabase

@Database(entities = [Note::class, PendingEdit::class], version = 3, exportSchema = true)
abstract class AppDatabase : RoomDatabase() {
    abstract fun notes(): NoteDao
    abstract fun pendingEdits(): PendingEditDao

    companion object {
        @Volatile private var instance: AppDatabase? = null

        fun get(context: Context): AppDatabase = instance ?: synchronized(this) {
            instance ?: Room.databaseBuilder(context, AppDatabase::class.java, "genba.db")
                .addMigrations(Migrations.M1_2, Migrations.M2_3)
                .build()
                .also { instance = it }
        }
    }
}
