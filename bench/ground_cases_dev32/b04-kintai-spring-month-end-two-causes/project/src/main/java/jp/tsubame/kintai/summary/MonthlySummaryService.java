package jp.tsubame.kintai.summary;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import jp.tsubame.kintai.record.AttendanceRecord;
import jp.tsubame.kintai.record.AttendanceRepository;
import jp.tsubame.kintai.support.DateRanges;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class MonthlySummaryService {

    private final AttendanceRepository repository;
    private final Duration dailyThreshold;

    public MonthlySummaryService(AttendanceRepository repository,
                                 @Value("${kintai.overtime-threshold-minutes}") long thresholdMinutes) {
        this.repository = repository;
        this.dailyThreshold = Duration.ofMinutes(thresholdMinutes);
    }

    @Transactional(readOnly = true)
    public MonthlySummary summarize(Long employeeId, YearMonth month) {
        DateRanges.Range range = DateRanges.ofMonth(month);
        List<AttendanceRecord> records = repository.findInRange(employeeId, range.from(), range.to());
        if (records.isEmpty()) {
            return MonthlySummary.empty(employeeId, month);
        }
        Map<LocalDate, Duration> byDay = records.stream().collect(Collectors.groupingBy(
                r -> r.getClockIn().toLocalDate(),
                Collectors.reducing(Duration.ZERO, AttendanceRecord::worked, Duration::plus)));

        Duration total = byDay.values().stream().reduce(Duration.ZERO, Duration::plus);
        Duration overtime = byDay.values().stream()
                .map(d -> d.compareTo(dailyThreshold) > 0 ? d.minus(dailyThreshold) : Duration.ZERO)
                .reduce(Duration.ZERO, Duration::plus);

        return new MonthlySummary(employeeId, month, byDay.size(), total, overtime, buildDaily(month, byDay));
    }

    /** One row per calendar day of the month, zero for days without a record. */
    List<MonthlySummary.Daily> buildDaily(YearMonth month, Map<LocalDate, Duration> byDay) {
        List<MonthlySummary.Daily> days = new ArrayList<>();
        LocalDate last = month.atEndOfMonth();
        for (LocalDate d = month.atDay(1); d.isBefore(last); d = d.plusDays(1)) {
            Duration worked = byDay.getOrDefault(d, Duration.ZERO);
            days.add(new MonthlySummary.Daily(d, worked, isHoliday(d) && !worked.isZero()));
        }
        return days;
    }

    private static boolean isHoliday(LocalDate d) {
        DayOfWeek w = d.getDayOfWeek();
        return w == DayOfWeek.SATURDAY || w == DayOfWeek.SUNDAY;
    }
}
