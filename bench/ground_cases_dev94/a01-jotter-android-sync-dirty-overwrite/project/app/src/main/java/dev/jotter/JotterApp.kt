package dev.jotter

import android.app.Application
import androidx.room.Database
import androidx.room.Room
import androidx.room.RoomDatabase
import androidx.room.withTransaction
import dev.jotter.data.HttpNotesApi
import dev.jotter.data.NoteDao
import dev.jotter.data.NoteEntity
import dev.jotter.data.SyncRepository
import dev.jotter.sync.SyncWorker

@Database(entities = [NoteEntity::class], version = 3, exportSchema = true)
abstract class JotterDatabase : RoomDatabase() {
    abstract fun noteDao(): NoteDao
}

class AppContainer(app: Application) {
    val db: JotterDatabase = Room.databaseBuilder(app, JotterDatabase::class.java, "jotter.db")
        .fallbackToDestructiveMigrationFrom(1)
        .build()

    val noteDao: NoteDao get() = db.noteDao()

    val syncRepository: SyncRepository by lazy {
        SyncRepository(
            dao = noteDao,
            api = HttpNotesApi(BuildConfig.API_BASE_URL),
            runInTransaction = { block -> db.withTransaction { block() } },
        )
    }
}

class JotterApp : Application() {
    lateinit var container: AppContainer
        private set

    override fun onCreate() {
        super.onCreate()
        container = AppContainer(this)
        SyncWorker.schedule(this)
    }
}
