package com.acme.reminders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** An open invoice as the reminder job sees it. */
public record Invoice(
        long id,
        String number,
        String customerEmail,
        String customerName,
        BigDecimal amountDue,
        String currency,
        LocalDate dueDate,
        int remindersSent,
        Instant lastRemindedAt) {

    /** Days past the due date on {@code today}; 0 or negative when not overdue yet. */
    public long daysOverdue(LocalDate today) {
        return ChronoUnit.DAYS.between(dueDate, today);
    }

    /** First reminder 3 days after the due date, then every 7 days, at most 3 reminders. */
    public boolean reminderDue(LocalDate today, Instant now) {
        if (remindersSent >= 3 || daysOverdue(today) < 3) {
            return false;
        }
        return lastRemindedAt == null || lastRemindedAt.isBefore(now.minus(7, ChronoUnit.DAYS));
    }
}
