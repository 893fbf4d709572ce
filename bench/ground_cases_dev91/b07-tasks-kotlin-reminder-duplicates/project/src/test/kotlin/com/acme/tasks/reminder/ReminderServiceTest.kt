package com.acme.tasks.reminder

import com.acme.tasks.mail.ReminderMailer
import com.acme.tasks.task.Task
import com.acme.tasks.task.TaskRepository
import com.acme.tasks.user.User
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Test
import java.time.Clock
import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId

class ReminderServiceTest {
    private val today = LocalDate.of(2025, 11, 12)
    private val clock = Clock.fixed(Instant.parse("2025-11-11T23:00:00Z"), ZoneId.of("Asia/Tokyo"))
    private val tasks = mockk<TaskRepository>()
    private val mailer = mockk<ReminderMailer>(relaxed = true)
    private val service = ReminderService(tasks, mailer, clock)

    @Test
    fun `sends one mail per assignee`() {
        val alice = User(1, "alice@example.com", "Alice")
        every { tasks.findAllByDueDateAndDoneFalse(today) } returns listOf(
            Task(10, 1, "請求書送付", today, assignees = mutableSetOf(alice)),
        )

        service.sendDueToday()

        verify(exactly = 1) { mailer.send(alice, any()) }
    }
}
