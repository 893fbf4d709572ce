package com.acme.report.settlement;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Set;
import org.springframework.stereotype.Component;

/**
 * Settlement is T+1 on business days: an order placed on day D settles on the
 * next business day after D. Public holidays come from the holiday table.
 */
@Component
public class SettlementCalculator {

    private final HolidayCalendar holidays;

    public SettlementCalculator(HolidayCalendar holidays) {
        this.holidays = holidays;
    }

    public LocalDate settlementDate(LocalDate orderDate) {
        LocalDate d = orderDate.plusDays(1);
        if (d.getDayOfWeek() == DayOfWeek.SATURDAY) {
            d = d.plusDays(2);
        } else if (d.getDayOfWeek() == DayOfWeek.SUNDAY) {
            d = d.plusDays(2);
        }
        while (holidays.isHoliday(d)) {
            d = d.plusDays(1);
        }
        return d;
    }

    public boolean isBusinessDay(LocalDate d) {
        Set<DayOfWeek> weekend = Set.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY);
        return !weekend.contains(d.getDayOfWeek()) && !holidays.isHoliday(d);
    }
}
