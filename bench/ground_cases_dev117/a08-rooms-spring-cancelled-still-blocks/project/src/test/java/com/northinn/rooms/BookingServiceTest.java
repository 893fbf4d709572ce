package com.northinn.rooms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.transaction.annotation.Transactional;

@SpringBootTest
@Transactional
class BookingServiceTest {

    @Autowired
    BookingService service;

    static LocalDateTime at(int day, int hour) {
        return LocalDateTime.of(2025, 12, day, hour, 0);
    }

    @Test
    void overlappingBookingIsRejected() {
        service.book(101, "Ada", at(1, 14), at(3, 11));
        assertThatThrownBy(() -> service.book(101, "Bo", at(2, 14), at(4, 11)))
                .isInstanceOf(BookingService.RoomTakenException.class);
    }

    @Test
    void cancelMarksTheBookingAndKeepsIt() {
        Booking b = service.book(103, "Ada", at(1, 14), at(3, 11));
        Booking cancelled = service.cancel(b.getId());
        assertThat(cancelled.getStatus()).isEqualTo(Booking.Status.CANCELLED);
        assertThat(cancelled.getCancelledAt()).isNotNull();
        assertThat(service.all()).extracting(Booking::getId).contains(b.getId());
    }

    @Test
    void cancellingTwiceKeepsFirstTimestamp() {
        Booking b = service.book(104, "Ada", at(1, 14), at(3, 11));
        var first = service.cancel(b.getId()).getCancelledAt();
        assertThat(service.cancel(b.getId()).getCancelledAt()).isEqualTo(first);
    }

    @Test
    void cancellingUnknownBookingFails() {
        assertThatThrownBy(() -> service.cancel(999_999))
                .isInstanceOf(BookingService.NoSuchBookingException.class);
    }

    @Test
    void backToBackIsFine() {
        service.book(102, "Ada", at(1, 14), at(3, 11));
        assertThat(service.book(102, "Bo", at(3, 11), at(5, 11)).getId()).isNotNull();
    }
}
