package com.acme.booking;

import java.time.LocalDateTime;

import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;
import java.util.List;

import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/bookings")
public class BookingController {

    public record BookingRequest(String roomId, String userId, LocalDateTime start, LocalDateTime end, long priceCents) {
    }

    public record CancelResponse(long id, long refundCents) {
    }

    private final BookingService service;

    public BookingController(BookingService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Booking book(@RequestBody BookingRequest req) {
        return service.book(req.roomId(), req.userId(), req.start(), req.end(), req.priceCents());
    }

    @GetMapping
    public List<Booking> forRoom(@RequestParam String roomId) {
        return service.forRoom(roomId);
    }

    @DeleteMapping("/{id}")
    public CancelResponse cancel(@PathVariable long id) {
        return new CancelResponse(id, service.cancel(id));
    }

    @ExceptionHandler(BookingService.BookingNotFoundException.class)
    public ProblemDetail notFound(BookingService.BookingNotFoundException e) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage());
    }

    @ExceptionHandler(BookingService.SlotTakenException.class)
    public ProblemDetail slotTaken(BookingService.SlotTakenException e) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.getMessage());
    }

    @ExceptionHandler(IllegalArgumentException.class)
    public ProblemDetail badRequest(IllegalArgumentException e) {
        return ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.getMessage());
    }
}
