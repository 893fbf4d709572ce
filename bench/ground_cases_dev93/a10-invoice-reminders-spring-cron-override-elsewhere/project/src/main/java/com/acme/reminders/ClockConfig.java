package com.acme.reminders;

import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The job takes its time from a {@link Clock} bean so tests can pin "now".
 * Production uses the system clock in UTC; the job converts to Berlin time
 * itself where a calendar date is needed.
 */
@Configuration
public class ClockConfig {

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }

    /**
     * Kept separate from the job so a future "reminders paused" switch can live
     * here too without touching the schedule.
     */
    @Bean
    ReminderSettings reminderSettings() {
        return new ReminderSettings(3, 7, 3);
    }

    /** firstAfterDays: first reminder N days after due; everyDays: then every N days; max: at most N. */
    public record ReminderSettings(int firstAfterDays, int everyDays, int max) {
    }
}
