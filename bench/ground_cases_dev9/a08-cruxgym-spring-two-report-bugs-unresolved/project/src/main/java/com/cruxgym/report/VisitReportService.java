package com.cruxgym.report;

import com.cruxgym.checkin.CheckInRepository;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class VisitReportService {

    private final CheckInRepository checkIns;

    public VisitReportService(CheckInRepository checkIns) {
        this.checkIns = checkIns;
    }

    public MonthlyVisits monthly(YearMonth month) {
        LocalDateTime from = month.atDay(1).atStartOfDay();
        LocalDateTime to = month.atEndOfMonth().atStartOfDay();
        long visits = checkIns.countVisits(from, to);
        long unique = checkIns.countUniqueMembers(from, to);
        return new MonthlyVisits(month, visits, unique);
    }

    /** Check-ins per hour of day for the week starting on {@code monday}, for the staffing chart. */
    public Map<Integer, Long> peakHours(LocalDate monday) {
        LocalDateTime from = monday.atStartOfDay();
        LocalDateTime to = from.plusWeeks(1);
        Map<Integer, Long> out = new LinkedHashMap<>();
        List<Object[]> rows = checkIns.countByHour(from, to);
        for (Object[] row : rows) {
            out.put(((Number) row[0]).intValue(), ((Number) row[1]).longValue());
        }
        return out;
    }
}
