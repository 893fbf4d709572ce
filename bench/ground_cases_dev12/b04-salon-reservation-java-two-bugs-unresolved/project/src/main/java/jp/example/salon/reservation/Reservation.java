package jp.example.salon.reservation;

import java.time.LocalDateTime;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

@Entity
@Table(name = "reservations")
public class Reservation {

    public enum Status { ACTIVE, CANCELLED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    private Slot slot;

    private String customerName;
    private String phone;
    private int menuId;

    @Enumerated(EnumType.STRING)
    private Status status = Status.ACTIVE;

    private LocalDateTime cancelledAt;

    protected Reservation() {
    }

    public Reservation(Slot slot, String customerName, String phone, int menuId) {
        this.slot = slot;
        this.customerName = customerName;
        this.phone = phone;
        this.menuId = menuId;
    }

    public void cancel() {
        this.status = Status.CANCELLED;
        this.cancelledAt = LocalDateTime.now();
    }

    public Long getId() { return id; }
    public Slot getSlot() { return slot; }
    public String getCustomerName() { return customerName; }
    public String getPhone() { return phone; }
    public int getMenuId() { return menuId; }
    public Status getStatus() { return status; }
    public LocalDateTime getCancelledAt() { return cancelledAt; }
}
