package com.acme.rooms;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/rooms")
public class BookingController {

    private final BookingService service;

    public BookingController(BookingService service) {
        this.service = service;
    }

    @PostMapping("/bookings")
    public ResponseEntity<BookingService.Booking> create(@RequestBody BookingRequest req) {
        return ResponseEntity.status(HttpStatus.CREATED).body(service.book(req));
    }

    @GetMapping("/{roomId}/bookings")
    public List<BookingService.Booking> onDay(@PathVariable String roomId, @RequestParam LocalDate date) {
        Instant from = date.atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant to = from.plus(1, ChronoUnit.DAYS);
        return service.bookings(roomId).stream()
                .filter(b -> b.start().isBefore(to) && b.end().isAfter(from))
                .sorted(Comparator.comparing(BookingService.Booking::start))
                .toList();
    }

    @GetMapping("/{roomId}/bookings/all")
    public List<BookingService.Booking> all(@PathVariable String roomId) {
        return service.bookings(roomId);
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ResponseEntity<Map<String, String>> invalid(IllegalArgumentException e) {
        return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
    }

    @ExceptionHandler(BookingService.BookingConflictException.class)
    public ResponseEntity<Map<String, String>> conflict(BookingService.BookingConflictException e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(Map.of("error", e.getMessage()));
    }
}
