package ca.maplefamilyclinic.appointments;

import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/appointments")
public class AppointmentController {

    private final AppointmentService service;
    private final SmsGateway sms;

    public AppointmentController(AppointmentService service, SmsGateway sms) {
        this.service = service;
        this.sms = sms;
    }

    @PostMapping("/{id}/cancel")
    public ResponseEntity<Void> cancel(@PathVariable long id) {
        return switch (service.cancel(id, LocalDateTime.now(clinicZone()))) {
            case NOT_FOUND -> ResponseEntity.notFound().build();
            case ALREADY_STARTED -> ResponseEntity.status(409).build();
            case CANCELLED -> {
                service.find(id).ifPresent(a -> sms.send(a.patientPhone(), ReminderMessages.cancelled(a)));
                yield ResponseEntity.noContent().build();
            }
        };
    }

    private static ZoneId clinicZone() {
        return ZoneId.of("America/Toronto");
    }

    @GetMapping("/patient/{patientId}")
    public List<Appointment> forPatient(@PathVariable long patientId,
                                        @RequestParam(defaultValue = "0") int page,
                                        @RequestParam(defaultValue = "50") int size) {
        return service.forPatient(patientId, Math.max(page, 0), Math.min(Math.max(size, 1), 200));
    }

    @GetMapping("/{id}")
    public ResponseEntity<Appointment> get(@PathVariable long id) {
        return service.find(id)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }
}
