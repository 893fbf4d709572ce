package app.streaky.di

import android.content.Context
import app.streaky.data.AppDatabase
import app.streaky.data.HabitRepository
import app.streaky.domain.StreakCalculator
import java.time.Clock

object AppModule {
    @Volatile private var repo: HabitRepository? = null

    fun repository(context: Context): HabitRepository =
        repo ?: synchronized(this) {
            repo ?: AppDatabase.get(context).let { db ->
                HabitRepository(db.habitDao(), db.checkInDao(), StreakCalculator(), Clock.systemDefaultZone())
            }.also { repo = it }
        }
}
