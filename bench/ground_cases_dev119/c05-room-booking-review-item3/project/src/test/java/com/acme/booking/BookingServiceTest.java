package com.acme.booking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;
import org.springframework.web.server.ResponseStatusException;

class BookingServiceTest {

    private static final LocalDateTime NINE = LocalDateTime.of(2030, 5, 6, 9, 0);

    private final BookingService service = new BookingService(null);

    @Test
    void overlappingRangesAreDetected() {
        Booking other = new Booking(1L, 2L, NINE, NINE.plusHours(1));
        assertTrue(BookingService.overlaps(NINE.plusMinutes(30), NINE.plusHours(2), other));
        assertFalse(BookingService.overlaps(NINE.plusHours(2), NINE.plusHours(3), other));
    }

    @Test
    void endBeforeStartIsRejected() {
        ResponseStatusException e = assertThrows(ResponseStatusException.class,
                () -> service.create(1L, 2L, NINE, NINE.minusHours(1)));
        assertEquals(HttpStatus.BAD_REQUEST, e.getStatusCode());
    }

    @Test
    void longerThanFourHoursIsRejected() {
        ResponseStatusException e = assertThrows(ResponseStatusException.class,
                () -> service.create(1L, 2L, NINE, NINE.plusHours(5)));
        assertEquals(HttpStatus.BAD_REQUEST, e.getStatusCode());
    }
}
