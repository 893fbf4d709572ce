package com.meterlog

import android.app.Application
import androidx.room.Database
import androidx.room.Room
import androidx.room.RoomDatabase
import com.meterlog.history.Reading
import com.meterlog.history.ReadingDao
import com.meterlog.reminder.ReminderPrefs
import com.meterlog.reminder.ReminderScheduler

@Database(entities = [Reading::class], version = 2, exportSchema = true)
abstract class MeterLogDatabase : RoomDatabase() {
    abstract fun readingDao(): ReadingDao
}

class MeterLogApp : Application() {
    lateinit var db: MeterLogDatabase
        private set

    override fun onCreate() {
        super.onCreate()
        db = Room.databaseBuilder(this, MeterLogDatabase::class.java, "meterlog.db")
            .fallbackToDestructiveMigrationFrom(1)
            .build()
        val prefs = ReminderPrefs(this)
        if (prefs.enabled) {
            // make sure a reminder is pending after a fresh install or data restore
            ReminderScheduler(this).schedule(prefs.time)
        }
    }
}
