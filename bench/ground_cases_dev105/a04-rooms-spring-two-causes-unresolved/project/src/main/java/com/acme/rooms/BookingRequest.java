package com.acme.rooms;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * What the booking form posts. The form sends wall-clock times without a zone,
 * e.g. {"roomId": "tejo", "start": "2025-06-12T10:00", "end": "2025-06-12T11:00"}.
 */
public record BookingRequest(String roomId, String owner, LocalDateTime start, LocalDateTime end) {

    public Instant startInstant() {
        return start.toInstant(ZoneOffset.UTC);
    }

    public Instant endInstant() {
        return end.toInstant(ZoneOffset.UTC);
    }

    public String title() {
        return owner + " @ " + roomId;
    }

    public long minutes() {
        return java.time.Duration.between(start, end).toMinutes();
    }

    @Override
    public String toString() {
        return "BookingRequest[" + roomId + ", " + owner + ", " + start + " - " + end + "]";
    }
}
