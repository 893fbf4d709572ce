package com.acme.rooms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;

import org.junit.jupiter.api.Test;

class BookingServiceTest {

    private final BookingService service = new BookingService();

    private static BookingRequest req(String from, String to) {
        return new BookingRequest("tejo", "ana", LocalDateTime.parse(from), LocalDateTime.parse(to));
    }

    @Test
    void booksAFreeRoom() {
        service.book(req("2025-06-12T09:00", "2025-06-12T10:00"));
        assertEquals(1, service.bookings("tejo").size());
    }

    @Test
    void rejectsAnOverlap() {
        service.book(req("2025-06-12T09:00", "2025-06-12T10:30"));
        assertThrows(BookingService.BookingConflictException.class,
                () -> service.book(req("2025-06-12T10:00", "2025-06-12T11:00")));
    }
}
