package com.acme.leave;

import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.time.Instant;
import java.time.LocalDate;

@Entity
public class LeaveRequest {

    public enum Status { PENDING, APPROVED, REJECTED, CANCELLED }

    @Id
    @GeneratedValue
    private Long id;
    private String employeeId;
    private LocalDate startDate;
    private LocalDate endDate; // inclusive
    @Enumerated(EnumType.STRING)
    private Status status = Status.PENDING;
    private Integer workingDays;
    private String decidedBy;
    private Instant decidedAt;
    private Instant createdAt = Instant.now();

    protected LeaveRequest() {
    }

    public LeaveRequest(String employeeId, LocalDate startDate, LocalDate endDate) {
        this.employeeId = employeeId;
        this.startDate = startDate;
        this.endDate = endDate;
    }

    public void approve(String approver, int days) {
        this.status = Status.APPROVED;
        this.workingDays = days;
        this.decidedBy = approver;
        this.decidedAt = Instant.now();
    }

    public void reject(String approver) {
        this.status = Status.REJECTED;
        this.decidedBy = approver;
        this.decidedAt = Instant.now();
    }

    public Long getId() { return id; }
    public String getEmployeeId() { return employeeId; }
    public LocalDate getStartDate() { return startDate; }
    public LocalDate getEndDate() { return endDate; }
    public Status getStatus() { return status; }
    public Integer getWorkingDays() { return workingDays; }
    public String getDecidedBy() { return decidedBy; }
    public Instant getCreatedAt() { return createdAt; }
}
