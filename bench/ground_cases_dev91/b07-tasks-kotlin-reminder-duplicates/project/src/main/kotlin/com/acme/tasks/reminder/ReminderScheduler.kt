package com.acme.tasks.reminder

import org.springframework.scheduling.annotation.Scheduled
import org.springframework.stereotype.Component

@Component
class ReminderScheduler(private val reminders: ReminderService) {

    @Scheduled(cron = "0 0 8 * * *", zone = "Asia/Tokyo")
    fun run() {
        reminders.sendDueToday()
    }
}
