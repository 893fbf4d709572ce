package com.acme.booking;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Service;

@Service
public class BookingService {

    static final Duration FREE_CANCEL_WINDOW = Duration.ofHours(24);

    private final Map<Long, Booking> bookings = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    private final Clock clock;

    public BookingService(Clock clock) {
        this.clock = clock;
    }

    public synchronized Booking book(String roomId, String userId, LocalDateTime start, LocalDateTime end, long priceCents) {
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException("end must be after start");
        }
        for (Booking b : bookings.values()) {
            if (b.roomId().equals(roomId) && b.active() && DateRanges.overlaps(b.start(), b.end(), start, end)) {
                throw new SlotTakenException(roomId, start);
            }
        }
        Booking booking = new Booking(ids.incrementAndGet(), roomId, userId, start, end, priceCents, Booking.Status.CONFIRMED);
        bookings.put(booking.id(), booking);
        return booking;
    }

    /** Cancels and returns the refund in cents: full price when cancelled at least 24h before the start, nothing later. */
    public long cancel(long id) {
        Booking b = bookings.get(id);
        if (b == null) {
            throw new BookingNotFoundException(id);
        }
        bookings.put(id, b.withStatus(Booking.Status.CANCELLED));
        Duration notice = Duration.between(b.start(), LocalDateTime.now(clock));
        return notice.compareTo(FREE_CANCEL_WINDOW) >= 0 ? b.priceCents() : 0;
    }

    public List<Booking> forRoom(String roomId) {
        return bookings.values().stream()
                .filter(b -> b.roomId().equals(roomId))
                .sorted(java.util.Comparator.comparing(Booking::start))
                .toList();
    }

    public static class SlotTakenException extends RuntimeException {
        public SlotTakenException(String roomId, LocalDateTime start) {
            super("room " + roomId + " is already booked at " + start);
        }
    }

    public static class BookingNotFoundException extends RuntimeException {
        public BookingNotFoundException(long id) {
            super("booking " + id + " not found");
        }
    }
}
