package com.kaixin.rooms.booking;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import java.time.Instant;

@Entity
public class Booking {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String roomName;
    private String organizerEmail;
    private String title;
    private Instant startsAt;
    private Instant endsAt;
    private Instant reminderSentAt;

    protected Booking() {
    }

    public Long getId() { return id; }
    public String getRoomName() { return roomName; }
    public String getOrganizerEmail() { return organizerEmail; }
    public String getTitle() { return title; }
    public Instant getStartsAt() { return startsAt; }
    public Instant getEndsAt() { return endsAt; }
    public Instant getReminderSentAt() { return reminderSentAt; }

    public void markReminded(Instant at) {
        this.reminderSentAt = at;
    }
}
