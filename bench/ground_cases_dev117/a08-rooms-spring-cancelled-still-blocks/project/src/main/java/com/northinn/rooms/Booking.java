package com.northinn.rooms;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.time.LocalDateTime;

@Entity
public class Booking {

    @Id
    @GeneratedValue
    private Long id;
    private long roomId;
    private String guestName;
    private LocalDateTime start;
    private LocalDateTime end;
    @Enumerated(EnumType.STRING)
    private Status status = Status.ACTIVE;
    private LocalDateTime cancelledAt;

    public enum Status { ACTIVE, CANCELLED }

    protected Booking() {
    }

    public Booking(long roomId, String guestName, LocalDateTime start, LocalDateTime end) {
        this.roomId = roomId;
        this.guestName = guestName;
        this.start = start;
        this.end = end;
    }

    public Long getId() { return id; }
    public long getRoomId() { return roomId; }
    public String getGuestName() { return guestName; }
    public LocalDateTime getStart() { return start; }
    public LocalDateTime getEnd() { return end; }
    public Status getStatus() { return status; }
    public LocalDateTime getCancelledAt() { return cancelledAt; }

    public void cancel(LocalDateTime when) {
        this.status = Status.CANCELLED;
        this.cancelledAt = when;
    }
}
