package com.example.habitlog.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.habitlog.data.CheckIn
import com.example.habitlog.data.Habit
import com.example.habitlog.data.HabitDao
import com.example.habitlog.reminder.ReminderScheduler
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch
import java.time.LocalDate

data class HabitRow(val habit: Habit, val doneToday: Boolean, val streak: Int)

class HabitListViewModel(
    private val dao: HabitDao,
    private val scheduler: ReminderScheduler,
) : ViewModel() {

    val rows: StateFlow<List<HabitRow>> = dao.observeActive()
        .map { habits -> habits.map { row(it) } }
        .stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    fun checkIn(habit: Habit) = viewModelScope.launch {
        dao.checkIn(CheckIn(habit.id, LocalDate.now()))
    }

    fun setReminder(habit: Habit, hour: Int?, minute: Int) = viewModelScope.launch {
        val updated = habit.copy(remindHour = hour, remindMinute = minute)
        dao.upsert(updated)
        scheduler.schedule(updated)
    }

    private suspend fun row(habit: Habit): HabitRow {
        val days = dao.checkInDays(habit.id)
        val today = LocalDate.now()
        return HabitRow(habit, days.firstOrNull() == today, streak(days, today))
    }

    companion object {
        /** Consecutive days up to today, or up to yesterday when today is not done yet. */
        fun streak(daysDesc: List<LocalDate>, today: LocalDate): Int {
            var expected = if (daysDesc.firstOrNull() == today) today else today.minusDays(1)
            var count = 0
            for (day in daysDesc) {
                if (day != expected) break
                count++
                expected = expected.minusDays(1)
            }
            return count
        }
    }
}
