package jp.lotus.yoga.booking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;

class ReminderSchedulerTest {
    @Test
    void sendsDayBeforeReminderAt19Jst() {
        ReminderScheduler scheduler = new ReminderScheduler(19);
        ZonedDateTime expected = ZonedDateTime.of(2025, 11, 19, 19, 0, 0, 0, ZoneId.of("Asia/Tokyo"));
        assertEquals(expected.toInstant(), scheduler.sendAtFor(LocalDate.of(2025, 11, 20)).toInstant());
    }
}
