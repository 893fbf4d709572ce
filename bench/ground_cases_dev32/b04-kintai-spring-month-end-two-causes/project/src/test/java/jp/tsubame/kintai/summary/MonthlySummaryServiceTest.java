package jp.tsubame.kintai.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.time.Duration;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.List;
import jp.tsubame.kintai.record.AttendanceRecord;
import jp.tsubame.kintai.record.AttendanceRepository;
import org.junit.jupiter.api.Test;

class MonthlySummaryServiceTest {

    private final AttendanceRepository repository = mock(AttendanceRepository.class);
    private final MonthlySummaryService service = new MonthlySummaryService(repository, 480);

    private static AttendanceRecord record(String in, String out) {
        AttendanceRecord r = new AttendanceRecord();
        r.setEmployeeId(7L);
        r.setClockIn(LocalDateTime.parse(in));
        r.setClockOut(LocalDateTime.parse(out));
        r.setBreakMinutes(60);
        return r;
    }

    @Test
    void sumsWorkedTimeAndOvertime() {
        when(repository.findInRange(eq(7L), any(), any())).thenReturn(List.of(
                record("2025-09-01T09:00", "2025-09-01T18:00"),
                record("2025-09-02T09:00", "2025-09-02T20:00")));

        MonthlySummary s = service.summarize(7L, YearMonth.of(2025, 9));

        assertThat(s.workedDays()).isEqualTo(2);
        assertThat(s.totalWorked()).isEqualTo(Duration.ofHours(18));
        assertThat(s.overtime()).isEqualTo(Duration.ofHours(2));
    }

    @Test
    void emptyMonth() {
        when(repository.findInRange(eq(7L), any(), any())).thenReturn(List.of());
        assertThat(service.summarize(7L, YearMonth.of(2025, 9)).workedDays()).isZero();
    }
}
