package com.brightloop.habits.data

import androidx.room.Entity
import androidx.room.ForeignKey
import androidx.room.PrimaryKey
import java.time.DayOfWeek
import java.time.LocalDate

@Entity(tableName = "habits")
data class Habit(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val name: String,
    val emoji: String = "\u2705",
    val createdOn: LocalDate,
    val archived: Boolean = false,
    val reminderMinuteOfDay: Int? = null,
    /** Days of the week the habit is due; days outside it never break a streak. */
    val scheduledDays: Set<DayOfWeek> = DayOfWeek.entries.toSet(),
)

@Entity(
    tableName = "checkins",
    primaryKeys = ["habitId", "day"],
    foreignKeys = [
        ForeignKey(entity = Habit::class, parentColumns = ["id"], childColumns = ["habitId"], onDelete = ForeignKey.CASCADE),
    ],
)
data class CheckIn(
    val habitId: Long,
    val day: LocalDate,
)

/** A habit with the set of days it was done, as the UI needs it. */
data class HabitWithDays(
    val habit: Habit,
    val days: Set<LocalDate>,
)
