package jp.lotus.yoga.booking;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class ReminderScheduler {
    private final int hour;
    private final ZoneId zone;

    public ReminderScheduler(@Value("${lotus.reminder.hour:19}") int hour,
                             @Value("${lotus.reminder.zone:Asia/Tokyo}") String zone) {
        this.hour = hour;
        this.zone = ZoneId.of(zone);
    }

    public ReminderScheduler(int hour) {
        this(hour, "Asia/Tokyo");
    }

    /** 前日リマインダーを送る時刻（レッスン前日の hour 時、スタジオの現地時刻）。 */
    public ZonedDateTime sendAtFor(LocalDate lessonDay) {
        LocalDate dayBefore = lessonDay.minusDays(1);
        return ZonedDateTime.of(dayBefore, LocalTime.of(hour, 0), zone);
    }

    public boolean isDue(LocalDate lessonDay, ZonedDateTime now) {
        return !now.isBefore(sendAtFor(lessonDay));
    }
}
