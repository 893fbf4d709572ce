package com.acme.hr.service;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Set;

public class LeaveCalculator {

    private final Set<LocalDate> holidays;

    public LeaveCalculator(Set<LocalDate> holidays) {
        this.holidays = holidays;
    }

    /** Working days between from and to (inclusive), half days counted as 0.5. */
    public double workingDays(LocalDate from, LocalDate to, boolean halfStart, boolean halfEnd) {
        if (from == null || to == null) {
            throw new IllegalArgumentException("from/to required");
        }
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("to before from");
        }
        double days = 0;
        for (LocalDate d = from; !d.isAfter(to); d = d.plusDays(1)) {
            if (d.getDayOfWeek() == DayOfWeek.SATURDAY || d.getDayOfWeek() == DayOfWeek.SUNDAY) {
                continue;
            }
            if (holidays.contains(d)) {
                continue;
            }
            if (d.equals(from) && halfStart) {
                days += 0.5;
            } else if (d.equals(to) && halfEnd) {
                days += 0.5;
            } else {
                days += 1;
            }
        }
        if (from.equals(to) && halfStart && halfEnd) {
            days = 0.5;
        }
        return days;
    }
}
