package com.acme.booking;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;

class BookingServiceTest {

    private static final LocalDateTime DAY = LocalDateTime.of(2025, 11, 12, 0, 0);
    private final Clock clock = Clock.fixed(Instant.parse("2025-11-10T02:00:00Z"), ZoneOffset.UTC);
    private final BookingService service = new BookingService(clock);

    @Test
    void rejectsOverlappingBooking() {
        service.book("R1", "u1", DAY.plusHours(10), DAY.plusHours(12), 5000);
        assertThrows(BookingService.SlotTakenException.class,
                () -> service.book("R1", "u2", DAY.plusHours(11), DAY.plusHours(13), 5000));
    }

    @Test
    void allowsBackToBackBookings() {
        service.book("R1", "u1", DAY.plusHours(10), DAY.plusHours(11), 5000);
        assertDoesNotThrow(() -> service.book("R1", "u2", DAY.plusHours(11), DAY.plusHours(12), 5000));
    }

    @Test
    void cancelledSlotCanBeBookedAgain() {
        Booking b = service.book("R2", "u1", DAY.plusHours(9), DAY.plusHours(10), 3000);
        service.cancel(b.id());
        assertEquals(1, service.forRoom("R2").size());
        assertDoesNotThrow(() -> service.book("R2", "u3", DAY.plusHours(9), DAY.plusHours(10), 3000));
    }
}
