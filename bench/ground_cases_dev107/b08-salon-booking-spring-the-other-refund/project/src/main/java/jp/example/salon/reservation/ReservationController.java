package jp.example.salon.reservation;

import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ReservationController {

    private final ReservationService service;

    public ReservationController(ReservationService service) {
        this.service = service;
    }

    @GetMapping("/users/{userId}/reservations")
    public List<Reservation> listByUser(@PathVariable long userId) {
        return service.listByUser(userId);
    }

    @GetMapping("/reservations/{id}")
    public Reservation get(@PathVariable long id) {
        return service.get(id);
    }

    @PostMapping("/reservations/{id}/cancel")
    public CancelResult cancel(@PathVariable long id) {
        return service.cancel(id);
    }

    @ExceptionHandler(ReservationNotFoundException.class)
    public ResponseEntity<String> notFound(ReservationNotFoundException e) {
        return ResponseEntity.notFound().build();
    }
}
