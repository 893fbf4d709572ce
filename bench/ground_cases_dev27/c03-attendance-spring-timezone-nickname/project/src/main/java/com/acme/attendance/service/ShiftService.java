package com.acme.attendance.service;

import com.acme.attendance.config.AppProperties;
import com.acme.attendance.domain.Punch;
import com.acme.attendance.domain.PunchRepository;
import com.acme.attendance.domain.PunchType;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
@Transactional(readOnly = true)
public class ShiftService {

    private final PunchRepository punches;
    private final AppProperties props;

    public ShiftService(PunchRepository punches, AppProperties props) {
        this.punches = punches;
        this.props = props;
    }

    /** 每个自然日一行：第一次上班卡、最后一次下班卡、工作分钟数。 */
    public List<DailySummary> dailySummary(String employeeId, LocalDate from, LocalDate to) {
        ZoneId zone = props.zone();
        Instant start = from.atStartOfDay(zone).toInstant();
        Instant end = to.plusDays(1).atStartOfDay(zone).toInstant();
        List<Punch> all = punches.findByEmployeeIdAndPunchedAtBetweenOrderByPunchedAt(employeeId, start, end);

        Map<LocalDate, List<Punch>> byDay = new TreeMap<>();
        for (Punch p : all) {
            LocalDate day = p.getPunchedAt().atZone(ZoneOffset.UTC).toLocalDate();
            byDay.computeIfAbsent(day, d -> new ArrayList<>()).add(p);
        }

        List<DailySummary> out = new ArrayList<>();
        for (Map.Entry<LocalDate, List<Punch>> e : byDay.entrySet()) {
            out.add(summarize(e.getKey(), e.getValue()));
        }
        return out;
    }

    public boolean isLate(Punch punch) {
        if (punch.getType() != PunchType.IN) {
            return false;
        }
        LocalTime local = punch.getPunchedAt().atZone(props.zone()).toLocalTime();
        return local.isAfter(props.lateAfter());
    }

    private DailySummary summarize(LocalDate day, List<Punch> dayPunches) {
        Instant firstIn = null;
        Instant lastOut = null;
        Instant openIn = null;
        long minutes = 0;
        for (Punch p : dayPunches) {
            if (p.getType() == PunchType.IN) {
                if (firstIn == null) {
                    firstIn = p.getPunchedAt();
                }
                openIn = p.getPunchedAt();
            } else if (openIn != null) {
                minutes += Duration.between(openIn, p.getPunchedAt()).toMinutes();
                lastOut = p.getPunchedAt();
                openIn = null;
            }
        }
        boolean late = !dayPunches.isEmpty() && isLate(dayPunches.get(0));
        return new DailySummary(day, firstIn, lastOut, minutes, late, openIn != null);
    }

    public record DailySummary(LocalDate date, Instant firstIn, Instant lastOut, long workedMinutes,
                               boolean late, boolean incomplete) {
    }
}
