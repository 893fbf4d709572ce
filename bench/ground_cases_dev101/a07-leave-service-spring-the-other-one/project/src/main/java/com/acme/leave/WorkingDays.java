package com.acme.leave;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/** Counts the days a leave request actually costs: weekdays that are not public holidays. */
@Component
public class WorkingDays {

    private final Set<LocalDate> holidays;

    public WorkingDays(@Value("${leave.holidays}") List<LocalDate> holidays) {
        this.holidays = Set.copyOf(holidays);
    }

    /** Working days from {@code start} to {@code endInclusive}, both included. */
    public int between(LocalDate start, LocalDate endInclusive) {
        if (endInclusive.isBefore(start)) {
            throw new IllegalArgumentException("end " + endInclusive + " is before start " + start);
        }
        int count = 0;
        for (LocalDate d = start; !d.isAfter(endInclusive); d = d.plusDays(1)) {
            DayOfWeek dow = d.getDayOfWeek();
            if (dow != DayOfWeek.SATURDAY && dow != DayOfWeek.SUNDAY) {
                if (!holidays.contains(d)) {
                    count++;
                }
            }
        }
        return count;
    }
}
