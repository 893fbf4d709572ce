package jp.example.remind;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReminderBatchTest {
    private static final LocalDateTime T = LocalDateTime.of(2025, 11, 20, 10, 0);

    private static Reminder r(long id, String user, Reminder.Kind kind, LocalDateTime due) {
        return new Reminder(id, user, user + "@example.jp", kind, "item " + id, due);
    }

    @Test
    void dedupeKeepsFirstOfSameUserKindAndTime() {
        List<Reminder> in = List.of(
                r(1, "u1", Reminder.Kind.INVOICE_DUE, T),
                r(2, "u1", Reminder.Kind.INVOICE_DUE, T),
                r(3, "u1", Reminder.Kind.APPOINTMENT, T),
                r(4, "u2", Reminder.Kind.INVOICE_DUE, T));
        assertEquals(List.of(1L, 3L, 4L), ReminderBatch.dedupe(in).stream().map(Reminder::id).toList());
    }

    @Test
    void dedupeKeepsDifferentTimes() {
        List<Reminder> in = List.of(
                r(1, "u1", Reminder.Kind.APPOINTMENT, T),
                r(2, "u1", Reminder.Kind.APPOINTMENT, T.plusHours(3)));
        assertEquals(2, ReminderBatch.dedupe(in).size());
    }

    @Test
    void runSendsEverythingInBatches() throws Exception {
        List<Reminder> due = new ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            due.add(r(i, "u" + i, Reminder.Kind.INVOICE_DUE, T.plusHours(1)));
        }
        List<Long> marked = new ArrayList<>();
        ReminderRepository repo = new ReminderRepository(null) {
            @Override
            public List<Reminder> findDue(LocalDateTime from, LocalDateTime to) {
                return due;
            }

            @Override
            public void markSent(List<Long> ids, LocalDateTime at) {
                marked.addAll(ids);
            }
        };
        List<String> mails = new ArrayList<>();
        Clock clock = Clock.fixed(T.atZone(ZoneId.of("Asia/Tokyo")).toInstant(), ZoneId.of("Asia/Tokyo"));
        int sent = new ReminderBatch(repo, (to, subject, body) -> mails.add(to), clock, 2, 0).run();
        assertEquals(5, sent);
        assertEquals(5, mails.size());
        assertEquals(List.of(1L, 2L, 3L, 4L, 5L), marked);
    }

    @Test
    void subjectForInvoice() {
        assertEquals("【ご確認】お支払い期限が近づいています",
                ReminderBatch.subjectFor(r(1, "u1", Reminder.Kind.INVOICE_DUE, T)));
    }

    @Test
    void subjectForAppointment() {
        assertEquals("【ご予約】明日のご予約のお知らせ",
                ReminderBatch.subjectFor(r(1, "u1", Reminder.Kind.APPOINTMENT, T)));
    }
}
