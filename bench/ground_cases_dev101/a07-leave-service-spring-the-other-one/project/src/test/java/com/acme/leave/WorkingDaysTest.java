package com.acme.leave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorkingDaysTest {

    private final WorkingDays workingDays = new WorkingDays(List.of(LocalDate.of(2025, 12, 25), LocalDate.of(2025, 12, 26)));

    @Test
    void fridayToMondayIsTwoDays() {
        assertEquals(2, workingDays.between(LocalDate.of(2025, 11, 7), LocalDate.of(2025, 11, 10)));
    }

    @Test
    void fullWeekIsFiveDays() {
        assertEquals(5, workingDays.between(LocalDate.of(2025, 11, 3), LocalDate.of(2025, 11, 9)));
    }

    @Test
    void holidaysAreNotCounted() {
        // Mon 22 – Fri 26 Dec 2025, with 25 and 26 Dec as holidays
        assertEquals(3, workingDays.between(LocalDate.of(2025, 12, 22), LocalDate.of(2025, 12, 26)));
    }

    @Test
    void weekendOnlyIsZero() {
        assertEquals(0, workingDays.between(LocalDate.of(2025, 11, 8), LocalDate.of(2025, 11, 9)));
    }

    @Test
    void endBeforeStartIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> workingDays.between(LocalDate.of(2025, 11, 10), LocalDate.of(2025, 11, 7)));
    }
}
