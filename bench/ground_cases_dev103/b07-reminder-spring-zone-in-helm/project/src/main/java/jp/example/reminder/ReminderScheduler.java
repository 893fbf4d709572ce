package jp.example.reminder;

import java.time.ZoneId;
import java.time.ZonedDateTime;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ReminderScheduler {
    private static final Logger log = LoggerFactory.getLogger(ReminderScheduler.class);

    private final ReminderService service;
    private final ZoneId zone;

    public ReminderScheduler(ReminderService service, @Value("${reminder.zone}") String zone) {
        this.service = service;
        this.zone = ZoneId.of(zone);
        log.info("reminder scheduler ready zone={}", this.zone);
    }

    @Scheduled(cron = "${reminder.cron}", zone = "${reminder.zone}")
    public void sendDailyReminders() {
        ZonedDateTime now = ZonedDateTime.now(zone);
        int sent = service.sendDueReminders(now.toLocalDate());
        log.info("daily reminders sent={} at={}", sent, now);
    }
}
