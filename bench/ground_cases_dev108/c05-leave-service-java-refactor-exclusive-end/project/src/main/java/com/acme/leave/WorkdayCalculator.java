package com.acme.leave;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class WorkdayCalculator {

    private final Set<LocalDate> holidays;

    public WorkdayCalculator(@Value("${leave.holidays:}") List<LocalDate> holidays) {
        this.holidays = Set.copyOf(holidays);
    }

    /** Number of working days from start to end, both days included. */
    public int countWorkdays(LocalDate start, LocalDate end) {
        return (int) start.datesUntil(end)
                .filter(this::isWorkday)
                .count();
    }

    public boolean isWorkday(LocalDate day) {
        DayOfWeek dow = day.getDayOfWeek();
        return dow != DayOfWeek.SATURDAY && dow != DayOfWeek.SUNDAY && !holidays.contains(day);
    }
}
