package com.northinn.rooms;

import java.time.LocalDateTime;
import java.util.List;
import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
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

    public record NewBooking(long roomId, String guestName, LocalDateTime start, LocalDateTime end) {
    }

    private final BookingService service;

    public BookingController(BookingService service) {
        this.service = service;
    }

    @GetMapping
    public List<Booking> list(
            @RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime from,
            @RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME) LocalDateTime to) {
        if (from == null || to == null) {
            return service.all();
        }
        return service.between(from, to);
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Booking create(@RequestBody NewBooking req) {
        return service.book(req.roomId(), req.guestName(), req.start(), req.end());
    }

    @PostMapping("/{id}/cancel")
    public Booking cancel(@PathVariable long id) {
        return service.cancel(id);
    }

    @ExceptionHandler(BookingService.NoSuchBookingException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String missing(BookingService.NoSuchBookingException e) {
        return e.getMessage();
    }

    @ExceptionHandler(BookingService.RoomTakenException.class)
    @ResponseStatus(HttpStatus.CONFLICT)
    public String taken(BookingService.RoomTakenException e) {
        return e.getMessage();
    }
}
