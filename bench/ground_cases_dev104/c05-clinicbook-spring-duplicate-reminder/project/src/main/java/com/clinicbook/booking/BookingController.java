package com.clinicbook.booking;

import java.time.Duration;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.server.ResponseStatusException;

@RestController
@RequestMapping("/api/bookings")
public class BookingController {

    private static final Duration SLOT = Duration.ofMinutes(20);

    private final BookingRepository bookings;

    public BookingController(BookingRepository bookings) {
        this.bookings = bookings;
    }

    @GetMapping
    public List<Booking> mine(@RequestParam String email) {
        return bookings.findByPatientEmailOrderByStartsAtDesc(email);
    }

    @PostMapping
    public ResponseEntity<Booking> create(@RequestBody Booking req) {
        if (!bookings.isFree(req.getDoctorName(), req.getStartsAt(), req.getStartsAt().plus(SLOT))) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "slot taken");
        }
        return ResponseEntity.status(HttpStatus.CREATED).body(bookings.save(req));
    }

    @PostMapping("/{id}/cancel")
    public Booking cancel(@PathVariable Long id) {
        Booking b = bookings.findById(id)
            .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND, "no such booking"));
        if (b.getStatus() == Booking.Status.DONE) {
            throw new ResponseStatusException(HttpStatus.CONFLICT, "booking already done");
        }
        b.setStatus(Booking.Status.CANCELLED);
        return bookings.save(b);
    }
}
