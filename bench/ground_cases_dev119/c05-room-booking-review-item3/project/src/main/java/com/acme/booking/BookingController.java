package com.acme.booking;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/bookings")
public class BookingController {

    public record BookingRequest(Long roomId, LocalDateTime start, LocalDateTime end) {
    }

    private final BookingService service;

    public BookingController(BookingService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Booking create(@RequestHeader("X-User-Id") Long userId, @RequestBody BookingRequest request) {
        return service.create(request.roomId(), userId, request.start(), request.end());
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void cancel(@RequestHeader("X-User-Id") Long userId, @PathVariable Long id) {
        service.cancel(id, userId);
    }

    @GetMapping("/mine")
    public List<Booking> mine(@RequestHeader("X-User-Id") Long userId) {
        return service.forUser(userId);
    }
}
