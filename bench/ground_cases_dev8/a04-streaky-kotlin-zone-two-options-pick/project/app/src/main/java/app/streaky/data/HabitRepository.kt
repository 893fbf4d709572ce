package app.streaky.data

import app.streaky.domain.StreakCalculator
import java.time.Clock
import java.time.LocalDate
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

class HabitRepository(
    private val habitDao: HabitDao,
    private val checkInDao: CheckInDao,
    private val calculator: StreakCalculator,
    private val clock: Clock,
) {
    fun habits(): Flow<List<Habit>> = habitDao.observeAll()

    suspend fun addHabit(name: String, emoji: String) {
        habitDao.insert(Habit(name = name, emoji = emoji))
    }

    suspend fun checkIn(habitId: Long) {
        checkInDao.insert(CheckIn(habitId = habitId, at = clock.instant()))
    }

    suspend fun undoLastCheckIn(habitId: Long) {
        checkInDao.latest(habitId)?.let { checkInDao.delete(it) }
    }

    fun streak(habitId: Long): Flow<StreakInfo> =
        checkInDao.observeFor(habitId).map { rows ->
            val times = rows.map { it.at }
            StreakInfo(
                current = calculator.currentStreak(times, LocalDate.now(clock)),
                total = rows.size,
            )
        }
}
