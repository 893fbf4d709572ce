package com.brightloop.habits.ui

import com.brightloop.habits.data.Habit
import com.brightloop.habits.data.HabitRepository
import com.brightloop.habits.data.HabitWithDays
import io.mockk.every
import io.mockk.mockk
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Rule
import org.junit.Test
import java.time.Clock
import java.time.LocalDate
import java.time.ZoneOffset

class HabitListViewModelTest {
    @get:Rule val mainDispatcher = MainDispatcherRule()

    private val today = LocalDate.of(2025, 9, 17)
    private val clock = Clock.fixed(today.atStartOfDay().toInstant(ZoneOffset.UTC), ZoneOffset.UTC)

    private fun habit(id: Long, name: String) = Habit(id = id, name = name, emoji = "*", createdOn = today.minusDays(30))

    private fun viewModel(vararg habits: HabitWithDays): HabitListViewModel {
        val repo = mockk<HabitRepository>(relaxed = true)
        every { repo.observeActive() } returns flowOf(habits.toList())
        return HabitListViewModel(repo, clock)
    }

    @Test
    fun undoneHabitsComeFirst() = runTest {
        val vm = viewModel(
            HabitWithDays(habit(1, "Read"), setOf(today)),
            HabitWithDays(habit(2, "Run"), emptySet()),
        )
        val rows = vm.state.filter { !it.loading }.first().rows
        assertEquals(listOf(2L, 1L), rows.map { it.id })
    }

    @Test
    fun titleHasEmoji() = runTest {
        val vm = viewModel(HabitWithDays(habit(1, "Read"), emptySet()))
        assertEquals("* Read", vm.state.filter { !it.loading }.first().rows.single().title)
    }

    @Test
    fun doneTodayFlag() = runTest {
        val vm = viewModel(HabitWithDays(habit(1, "Read"), setOf(today)))
        assertEquals(true, vm.state.filter { !it.loading }.first().rows.single().doneToday)
    }
}
