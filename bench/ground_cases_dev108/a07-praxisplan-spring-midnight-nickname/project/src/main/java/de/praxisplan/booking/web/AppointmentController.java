package de.praxisplan.booking.web;

import de.praxisplan.booking.model.Appointment;
import de.praxisplan.booking.service.AppointmentService;
import java.time.Instant;
import java.util.NoSuchElementException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/appointments")
public class AppointmentController {

    public record BookingRequest(long clinicId, String patientName, String patientEmail, Instant startsAt) {}

    private final AppointmentService service;

    public AppointmentController(AppointmentService service) {
        this.service = service;
    }

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    public Appointment book(@RequestBody BookingRequest req) {
        return service.book(req.clinicId(), req.patientName(), req.patientEmail(), req.startsAt());
    }

    @GetMapping("/{id}")
    public Appointment get(@PathVariable long id) {
        return service.get(id);
    }

    @DeleteMapping("/{id}")
    @ResponseStatus(HttpStatus.NO_CONTENT)
    public void cancel(@PathVariable long id) {
        service.cancel(id);
    }

    @ExceptionHandler(NoSuchElementException.class)
    @ResponseStatus(HttpStatus.NOT_FOUND)
    public String notFound(NoSuchElementException e) {
        return e.getMessage();
    }
}
