package com.acme.booking;

import java.time.LocalDateTime;

public record Booking(
        long id,
        String roomId,
        String userId,
        LocalDateTime start,
        LocalDateTime end,
        long priceCents,
        Status status) {

    public enum Status { CONFIRMED, CANCELLED }

    public Booking {
        if (priceCents < 0) {
            throw new IllegalArgumentException("price must not be negative");
        }
    }

    public Booking withStatus(Status newStatus) {
        return new Booking(id, roomId, userId, start, end, priceCents, newStatus);
    }

    public boolean active() {
        return status == Status.CONFIRMED;
    }
}
