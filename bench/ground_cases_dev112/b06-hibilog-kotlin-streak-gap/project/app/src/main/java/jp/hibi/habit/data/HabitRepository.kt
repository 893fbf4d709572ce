package jp.hibi.habit.data

import java.time.LocalDate
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

class HabitRepository(private val dao: HabitDao) {

    fun habits(): Flow<List<Habit>> = dao.observeHabits()

    fun checkedDays(habitId: Long): Flow<List<LocalDate>> =
        dao.observeChecks(habitId).map { rows -> rows.map { LocalDate.ofEpochDay(it.epochDay) } }

    suspend fun toggle(habitId: Long, day: LocalDate) {
        val existing = dao.findCheck(habitId, day.toEpochDay())
        if (existing != null) {
            dao.deleteCheck(existing)
        } else {
            dao.insertCheck(CheckRow(habitId = habitId, epochDay = day.toEpochDay()))
        }
    }

    suspend fun add(name: String, reminderHour: Int?, reminderMinute: Int?): Long =
        dao.insertHabit(Habit(name = name, reminderHour = reminderHour, reminderMinute = reminderMinute))

    suspend fun rename(id: Long, name: String) {
        val h = dao.getHabit(id) ?: return
        dao.updateHabit(h.copy(name = name))
    }

    suspend fun delete(id: Long) {
        dao.deleteChecksFor(id)
        dao.deleteHabit(id)
    }
}
