package jp.example.remind;

import java.time.LocalDateTime;

/**
 * One reminder row from {@code reminders}.
 *
 * @param id      primary key
 * @param userId  member id
 * @param email   where the mail goes
 * @param kind    what the reminder is about (decides the subject and template)
 * @param title   short text shown in the mail body
 * @param dueAt   when the thing is due (local time)
 */
public record Reminder(long id, String userId, String email, Kind kind, String title, LocalDateTime dueAt) {

    /** Kinds of reminder. The order matches the {@code kind} smallint column. */
    public enum Kind {
        INVOICE_DUE,
        APPOINTMENT,
        RANK_UPDATE,
        PAYMENT_FAILED,
    }

    public Reminder {
        if (email == null || email.isBlank()) {
            throw new IllegalArgumentException("reminder " + id + " has no email");
        }
    }
}
