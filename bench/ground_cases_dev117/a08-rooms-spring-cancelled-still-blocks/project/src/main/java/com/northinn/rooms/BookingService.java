package com.northinn.rooms;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class BookingService {

    private final BookingRepository repository;

    public BookingService(BookingRepository repository) {
        this.repository = repository;
    }

    /** A room is free when no booking for it overlaps [start, end). Back-to-back stays are fine. */
    public boolean isAvailable(long roomId, LocalDateTime start, LocalDateTime end) {
        for (Booking b : repository.findByRoomId(roomId)) {
            if (b.getStart().isBefore(end) && start.isBefore(b.getEnd())) {
                return false;
            }
        }
        return true;
    }

    @Transactional
    public Booking book(long roomId, String guest, LocalDateTime start, LocalDateTime end) {
        if (!start.isBefore(end)) {
            throw new IllegalArgumentException("start must be before end");
        }
        if (!isAvailable(roomId, start, end)) {
            throw new RoomTakenException(roomId, start, end);
        }
        return repository.save(new Booking(roomId, guest, start, end));
    }

    @Transactional
    public Booking cancel(long id) {
        Booking booking = repository.findById(id).orElseThrow(() -> new NoSuchBookingException(id));
        if (booking.getStatus() != Booking.Status.CANCELLED) {
            booking.cancel(LocalDateTime.now());
        }
        return booking;
    }

    public List<Booking> all() {
        return repository.findAll();
    }

    public List<Booking> between(LocalDateTime from, LocalDateTime to) {
        return repository.findByStartBeforeAndEndAfterOrderByStart(to, from);
    }

    public static class NoSuchBookingException extends RuntimeException {
        public NoSuchBookingException(long id) {
            super("no booking " + id);
        }
    }

    public static class RoomTakenException extends RuntimeException {
        public RoomTakenException(long roomId, LocalDateTime start, LocalDateTime end) {
            super("room " + roomId + " is taken between " + start + " and " + end);
        }
    }
}
