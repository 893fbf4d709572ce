package com.acme.rooms;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import org.springframework.stereotype.Service;

@Service
public class BookingService {

    public record Booking(long id, String roomId, String owner, Instant start, Instant end, String source) {}

    private final Map<String, List<Booking>> byRoom = new ConcurrentHashMap<>();
    private final AtomicLong ids = new AtomicLong();
    static final Duration MAX_LENGTH = Duration.ofHours(4);

    public synchronized Booking book(BookingRequest req) {
        Instant start = req.startInstant();
        Instant end = req.endInstant();
        if (!end.isAfter(start)) {
            throw new IllegalArgumentException("end must be after start");
        }
        if (Duration.between(start, end).compareTo(MAX_LENGTH) > 0) {
            throw new IllegalArgumentException("bookings are limited to " + MAX_LENGTH.toHours() + " hours");
        }
        for (Booking b : bookings(req.roomId())) {
            if (overlaps(start, end, b)) {
                throw new BookingConflictException(req.roomId(), b.id());
            }
        }
        Booking booking = new Booking(ids.incrementAndGet(), req.roomId(), req.owner(), start, end, "web");
        byRoom.computeIfAbsent(req.roomId(), k -> new ArrayList<>()).add(booking);
        return booking;
    }

    /** Called by the Outlook sync job with instants it already converted in the room's zone. */
    public synchronized void importBooking(String roomId, String owner, Instant start, Instant end) {
        Booking booking = new Booking(ids.incrementAndGet(), roomId, owner, start, end, "outlook");
        byRoom.computeIfAbsent(roomId, k -> new ArrayList<>()).add(booking);
    }

    public List<Booking> bookings(String roomId) {
        return List.copyOf(byRoom.getOrDefault(roomId, List.of()));
    }

    static boolean overlaps(Instant start, Instant end, Booking other) {
        return !start.isAfter(other.end()) && !end.isBefore(other.start());
    }

    public static class BookingConflictException extends RuntimeException {
        public BookingConflictException(String roomId, long existingId) {
            super("room " + roomId + " is already booked (booking " + existingId + ")");
        }
    }
}
