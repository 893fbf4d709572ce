package com.kaixin.rooms.reminder;

import com.kaixin.rooms.booking.Booking;
import com.kaixin.rooms.booking.BookingRepository;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.MailException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

@Component
public class ReminderJob {

    private static final Logger log = LoggerFactory.getLogger(ReminderJob.class);

    private final BookingRepository bookings;
    private final ReminderMailer mailer;
    private final Clock clock;
    private final Duration lead;

    public ReminderJob(BookingRepository bookings, ReminderMailer mailer, Clock clock,
                       @Value("${rooms.reminder.lead-minutes}") long leadMinutes) {
        this.bookings = bookings;
        this.mailer = mailer;
        this.clock = clock;
        this.lead = Duration.ofMinutes(leadMinutes);
    }

    @Scheduled(cron = "${rooms.reminder.cron}", zone = "Asia/Shanghai")
    @Transactional
    public void run() {
        Instant now = clock.instant();
        List<Booking> due = bookings.findByReminderSentAtIsNullAndStartsAtBetween(now, now.plus(lead));
        int sent = 0;
        for (Booking b : due) {
            try {
                mailer.send(b);
                b.markReminded(now);
                sent++;
            } catch (MailException e) {
                log.error("reminder for booking {} failed", b.getId(), e);
            }
        }
        log.info("reminders: {} due, {} sent", due.size(), sent);
    }
}
