package jp.hinata.reserve;

import jakarta.persistence.*;
import java.time.LocalDateTime;

@Entity
@Table(name = "reservations")
public class Reservation {
    public enum Status { BOOKED, CANCELLED, DONE }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private Long customerId;
    private LocalDateTime startsAt;

    @Enumerated(EnumType.STRING)
    private Status status = Status.BOOKED;

    protected Reservation() {}

    public Reservation(Long customerId, LocalDateTime startsAt) {
        this.customerId = customerId;
        this.startsAt = startsAt;
    }

    public Long getId() { return id; }
    public Long getCustomerId() { return customerId; }
    public LocalDateTime getStartsAt() { return startsAt; }
    public Status getStatus() { return status; }
    public void cancel() { this.status = Status.CANCELLED; }
}
