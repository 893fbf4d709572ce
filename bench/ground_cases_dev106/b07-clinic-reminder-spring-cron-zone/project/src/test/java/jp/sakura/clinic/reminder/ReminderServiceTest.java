package jp.sakura.clinic.reminder;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReminderServiceTest {

    // 2025-03-14 23:30 JST (= 14:30 UTC): JST ではまだ 14 日
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2025-03-14T14:30:00Z"), ZoneId.of("Asia/Tokyo"));

    private static Appointment appt(long id, LocalDate date, String email, boolean cancelled) {
        return new Appointment(id, "患者" + id, email, date, LocalTime.of(10, 0), "山田", cancelled);
    }

    @Test
    void skipsCancelledAndMissingEmail() {
        LocalDate tomorrow = LocalDate.of(2025, 3, 15);
        AppointmentRepository repo = date -> List.of(
                appt(1, date, "a@example.com", false),
                appt(2, date, "b@example.com", true),
                appt(3, date, "", false));
        ReminderService service = new ReminderService(repo, CLOCK);

        List<Appointment> result = service.appointmentsForTomorrow();

        assertThat(result).extracting(Appointment::id).containsExactly(1L);
        assertThat(result.get(0).date()).isEqualTo(tomorrow);
    }
}
