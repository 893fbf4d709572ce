package com.acme.attendance.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "punches")
public class Punch {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "employee_id", nullable = false)
    private String employeeId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    private PunchType type;

    @Column(name = "punched_at", nullable = false)
    private Instant punchedAt;

    protected Punch() {
    }

    public Punch(String employeeId, PunchType type, Instant punchedAt) {
        this.employeeId = employeeId;
        this.type = type;
        this.punchedAt = punchedAt;
    }

    public Long getId() {
        return id;
    }

    public String getEmployeeId() {
        return employeeId;
    }

    public PunchType getType() {
        return type;
    }

    public Instant getPunchedAt() {
        return punchedAt;
    }
}
