package jp.example.salon.reservation;

import java.time.LocalDate;
import java.util.List;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
@RequestMapping("/api/reservations")
public class ReservationController {

    private final ReservationService service;

    public ReservationController(ReservationService service) {
        this.service = service;
    }

    public record ReserveRequest(
            long slotId,
            @NotBlank String customerName,
            @Pattern(regexp = "^0\\d{9,10}$") String phone,
            int menuId) {
    }

    public record ReservationView(long id, long slotId, String customerName, String status) {
        static ReservationView of(Reservation r) {
            return new ReservationView(r.getId(), r.getSlot().getId(), r.getCustomerName(), r.getStatus().name());
        }
    }

    @PostMapping
    public ResponseEntity<ReservationView> reserve(@Valid @RequestBody ReserveRequest req) {
        Reservation r = service.reserve(req.slotId(), req.customerName(), req.phone(), req.menuId());
        return ResponseEntity.status(HttpStatus.CREATED).body(ReservationView.of(r));
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> cancel(@PathVariable long id) {
        service.cancel(id);
        return ResponseEntity.noContent().build();
    }

    @GetMapping
    public List<ReservationView> list(@RequestParam @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) LocalDate day) {
        return service.listForDay(day).stream().map(ReservationView::of).toList();
    }

    @ExceptionHandler(ReservationService.ReservationException.class)
    public ResponseEntity<String> handle(ReservationService.ReservationException e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(e.getMessage());
    }
}
