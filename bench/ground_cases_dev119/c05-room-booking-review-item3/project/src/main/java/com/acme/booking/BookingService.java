package com.acme.booking;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Isolation;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.server.ResponseStatusException;

@Service
public class BookingService {

    static final Duration MAX_LENGTH = Duration.ofHours(4);

    private final BookingRepository bookings;

    public BookingService(BookingRepository bookings) {
        this.bookings = bookings;
    }

    @Transactional(isolation = Isolation.SERIALIZABLE)
    public Booking create(Long roomId, Long userId, LocalDateTime start, LocalDateTime end) {
        if (!end.isAfter(start)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "end must be after start");
        }
        if (Duration.between(start, end).compareTo(MAX_LENGTH) > 0) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "bookings are at most 4 hours");
        }
        if (start.isBefore(LocalDateTime.now())) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "cannot book in the past");
        }
        for (Booking other : bookings.findByRoomIdAndCancelledFalse(roomId)) {
            if (overlaps(start, end, other)) {
                throw new ResponseStatusException(HttpStatus.CONFLICT, "room already booked at that time");
            }
        }
        return bookings.save(new Booking(roomId, userId, start, end));
    }

    public void cancel(Long bookingId, Long userId) {
        Booking booking = bookings.findById(bookingId)
                .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such booking"));
        booking.cancel();
        bookings.save(booking);
    }

    public List<Booking> forUser(Long userId) {
        return bookings.findByUserIdAndCancelledFalseOrderByStartsAtAsc(userId);
    }

    static boolean overlaps(LocalDateTime start, LocalDateTime end, Booking other) {
        return start.isBefore(other.getEndsAt()) && end.isAfter(other.getStartsAt());
    }
}
