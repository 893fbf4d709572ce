package com.clinicbook.booking;

import jakarta.persistence.*;
import java.time.Instant;

@Entity
@Table(name = "bookings")
public class Booking {

    public enum Status { CONFIRMED, CANCELLED, DONE }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String patientEmail;
    private String doctorName;
    private Instant startsAt;

    @Enumerated(EnumType.STRING)
    private Status status = Status.CONFIRMED;

    private Instant reminderSentAt;

    public Long getId() { return id; }
    public String getPatientEmail() { return patientEmail; }
    public void setPatientEmail(String v) { this.patientEmail = v; }
    public String getDoctorName() { return doctorName; }
    public void setDoctorName(String v) { this.doctorName = v; }
    public Instant getStartsAt() { return startsAt; }
    public void setStartsAt(Instant v) { this.startsAt = v; }
    public Status getStatus() { return status; }
    public void setStatus(Status v) { this.status = v; }
    public Instant getReminderSentAt() { return reminderSentAt; }
    public void setReminderSentAt(Instant v) { this.reminderSentAt = v; }
}
