package com.acme.reminders;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import net.javacrumbs.shedlock.spring.annotation.SchedulerLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.MailException;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ReminderJob {

    private static final Logger log = LoggerFactory.getLogger(ReminderJob.class);
    static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");

    private final InvoiceRepository invoices;
    private final ReminderMailer mailer;
    private final Clock clock;
    private final Counter sentCounter;
    private final Counter failedCounter;

    public ReminderJob(InvoiceRepository invoices, ReminderMailer mailer, Clock clock, MeterRegistry registry) {
        this.invoices = invoices;
        this.mailer = mailer;
        this.clock = clock;
        this.sentCounter = Counter.builder("reminders.sent").description("Payment reminders sent").register(registry);
        this.failedCounter = Counter.builder("reminders.failed").description("Payment reminders that failed to send")
                .register(registry);
    }

    @Scheduled(cron = "${reminders.cron}", zone = "Europe/Berlin")
    @SchedulerLock(name = "invoice-reminders", lockAtLeastFor = "PT5M")
    public void run() {
        Instant now = clock.instant();
        LocalDate today = LocalDate.ofInstant(now, BERLIN);
        List<Invoice> open = invoices.openOverdue();
        int sent = 0;
        for (Invoice invoice : open) {
            if (!invoice.reminderDue(today, now)) {
                continue;
            }
            try {
                mailer.send(invoice, today);
                invoices.markReminded(invoice.id(), now);
                sentCounter.increment();
                sent++;
            } catch (MailException e) {
                failedCounter.increment();
                log.warn("reminder for invoice {} failed: {}", invoice.number(), e.getMessage());
            }
        }
        log.info("reminder run done: {} open overdue invoices, {} reminders sent", open.size(), sent);
    }
}
