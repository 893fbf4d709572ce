package com.pulsegym.classes.domain;

import java.time.Instant;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;

@Entity
public class ClassSession {

    @Id
    @GeneratedValue
    private Long id;

    private String title;
    private String instructor;
    private Instant startsAt;
    private int durationMinutes;
    private int capacity;

    protected ClassSession() {
    }

    public ClassSession(String title, String instructor, Instant startsAt, int durationMinutes, int capacity) {
        this.title = title;
        this.instructor = instructor;
        this.startsAt = startsAt;
        this.durationMinutes = durationMinutes;
        this.capacity = capacity;
    }

    public Long getId() { return id; }
    public String getTitle() { return title; }
    public String getInstructor() { return instructor; }
    public Instant getStartsAt() { return startsAt; }
    public int getDurationMinutes() { return durationMinutes; }
    public int getCapacity() { return capacity; }
}
