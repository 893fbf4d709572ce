package com.clinicbook.reminder;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

@Component
public class ReminderJob {

    private static final Logger log = LoggerFactory.getLogger(ReminderJob.class);

    private final ReminderService reminders;
    private final Clock clock;
    private final Duration lead;
    private final Duration window;

    public ReminderJob(ReminderService reminders, Clock clock,
                       @Value("${reminders.lead-minutes}") long leadMinutes,
                       @Value("${reminders.window-minutes}") long windowMinutes) {
        this.reminders = reminders;
        this.clock = clock;
        this.lead = Duration.ofMinutes(leadMinutes);
        this.window = Duration.ofMinutes(windowMinutes);
    }

    // Runs on every instance of the service (prod has two behind the LB).
    @Scheduled(cron = "${reminders.cron}")
    public void run() {
        Instant from = Instant.now(clock).plus(lead);
        Instant to = from.plus(window);
        int sent = reminders.sendDue(from, to);
        log.info("reminder run {}..{}: sent {}", from, to, sent);
    }
}
