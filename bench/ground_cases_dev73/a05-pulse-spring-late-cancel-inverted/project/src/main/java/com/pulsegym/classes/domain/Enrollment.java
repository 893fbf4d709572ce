package com.pulsegym.classes.domain;

import java.time.Instant;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.ManyToOne;

@Entity
public class Enrollment {

    public enum Status { BOOKED, WAITLISTED, CANCELLED }

    @Id
    @GeneratedValue
    private Long id;

    @ManyToOne(optional = false)
    private ClassSession session;

    private Long memberId;

    @Enumerated(EnumType.STRING)
    private Status status;

    private Instant createdAt;
    private boolean lateCancel;

    protected Enrollment() {
    }

    public Enrollment(ClassSession session, Long memberId, Status status, Instant createdAt) {
        this.session = session;
        this.memberId = memberId;
        this.status = status;
        this.createdAt = createdAt;
    }

    public Long getId() { return id; }
    public ClassSession getSession() { return session; }
    public Long getMemberId() { return memberId; }
    public Status getStatus() { return status; }
    public Instant getCreatedAt() { return createdAt; }
    public boolean isLateCancel() { return lateCancel; }

    public void setStatus(Status status) { this.status = status; }
    public void setLateCancel(boolean lateCancel) { this.lateCancel = lateCancel; }
}
