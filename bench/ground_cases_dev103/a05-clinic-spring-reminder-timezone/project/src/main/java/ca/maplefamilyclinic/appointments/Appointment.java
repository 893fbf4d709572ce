package ca.maplefamilyclinic.appointments;

import java.time.LocalDateTime;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/**
 * One booked slot. {@code startsAt} is wall-clock time at the clinic (clinic.zone),
 * exactly as the front desk typed it; it carries no zone of its own.
 */
@Entity
public record Appointment(
        @Id Long id,
        long patientId,
        String patientPhone,
        String practitioner,
        LocalDateTime startsAt,
        boolean reminded,
        boolean cancelled) {

    public Appointment withReminded(boolean value) {
        return new Appointment(id, patientId, patientPhone, practitioner, startsAt, value, cancelled);
    }

    public Appointment withCancelled(boolean value) {
        return new Appointment(id, patientId, patientPhone, practitioner, startsAt, reminded, value);
    }

    public boolean isUpcoming(LocalDateTime clinicNow) {
        return !cancelled && startsAt.isAfter(clinicNow);
    }
}
