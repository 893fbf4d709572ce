package com.acme.leave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;

import org.junit.jupiter.api.Test;

class WorkdayCalculatorTest {

    private final WorkdayCalculator calc = new WorkdayCalculator(List.of(
            LocalDate.of(2025, 10, 1),
            LocalDate.of(2025, 10, 2),
            LocalDate.of(2025, 10, 3)));

    @Test
    void weekendIsNotCounted() {
        // Monday 2025-11-10 to Sunday 2025-11-16
        assertEquals(5, calc.countWorkdays(LocalDate.of(2025, 11, 10), LocalDate.of(2025, 11, 16)));
    }

    @Test
    void nationalDayHolidaysAreNotCounted() {
        // Monday 2025-09-29 to Sunday 2025-10-05, 1-3 Oct are holidays
        assertEquals(2, calc.countWorkdays(LocalDate.of(2025, 9, 29), LocalDate.of(2025, 10, 5)));
    }

    @Test
    void isWorkday() {
        assertTrue(calc.isWorkday(LocalDate.of(2025, 11, 14)));
        assertFalse(calc.isWorkday(LocalDate.of(2025, 11, 15)));
        assertFalse(calc.isWorkday(LocalDate.of(2025, 10, 1)));
    }
}
