package com.acme.tasks.reminder

import com.acme.tasks.mail.ReminderMailer
import com.acme.tasks.task.Task
import com.acme.tasks.task.TaskRepository
import com.acme.tasks.user.User
import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service
import java.time.Clock
import java.time.LocalDate

@Service
class ReminderService(
    private val tasks: TaskRepository,
    private val mailer: ReminderMailer,
    private val clock: Clock,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    fun sendDueToday(): Int {
        val today = LocalDate.now(clock)
        val due = tasks.findAllByDueDateAndDoneFalse(today)
        val recipients = collectRecipients(due)
        recipients.forEach { (user, userTasks) -> mailer.send(user, userTasks) }
        log.info("sent {} reminders for {} tasks due {}", recipients.size, due.size, today)
        return recipients.size
    }

    internal fun collectRecipients(due: List<Task>): List<Pair<User, List<Task>>> =
        due.flatMap { task -> task.assignees.map { user -> user to task } }
            .groupBy({ it.first.id }, { it })
            .flatMap { (_, pairs) -> pairs.map { it.first to pairs.map { p -> p.second } } }
}
