package jp.tsubame.kintai.summary;

import java.time.Duration;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.List;

public record MonthlySummary(
        Long employeeId,
        YearMonth month,
        int workedDays,
        Duration totalWorked,
        Duration overtime,
        List<Daily> days) {

    public record Daily(LocalDate date, Duration worked, boolean holidayWork) {
    }

    public long totalWorkedMinutes() {
        return totalWorked.toMinutes();
    }

    public long overtimeMinutes() {
        return overtime.toMinutes();
    }

    public boolean hasOpenRecord() {
        return days.stream().anyMatch(d -> d.worked().isZero() && !d.holidayWork());
    }

    public static MonthlySummary empty(Long employeeId, YearMonth month) {
        return new MonthlySummary(employeeId, month, 0, Duration.ZERO, Duration.ZERO, List.of());
    }
}
