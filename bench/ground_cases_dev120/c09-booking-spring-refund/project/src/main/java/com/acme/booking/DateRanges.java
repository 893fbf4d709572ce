package com.acme.booking;

import java.time.Duration;
import java.time.LocalDateTime;

public final class DateRanges {

    private DateRanges() {
    }

    /** Bookings are half-open intervals [start, end): 10:00-11:00 and 11:00-12:00 do not overlap. */
    public static boolean overlaps(LocalDateTime aStart, LocalDateTime aEnd,
                                   LocalDateTime bStart, LocalDateTime bEnd) {
        return aStart.isBefore(bEnd) && bStart.isBefore(aEnd);
    }

    public static long minutes(LocalDateTime start, LocalDateTime end) {
        return Duration.between(start, end).toMinutes();
    }

    public static boolean sameDay(LocalDateTime a, LocalDateTime b) {
        return a.toLocalDate().equals(b.toLocalDate());
    }
}
