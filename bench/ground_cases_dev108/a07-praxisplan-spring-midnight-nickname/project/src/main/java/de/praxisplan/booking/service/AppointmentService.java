package de.praxisplan.booking.service;

import de.praxisplan.booking.mail.ConfirmationMailer;
import de.praxisplan.booking.model.Appointment;
import de.praxisplan.booking.model.Clinic;
import de.praxisplan.booking.repo.AppointmentRepository;
import de.praxisplan.booking.repo.ClinicRepository;
import java.time.Instant;
import java.util.NoSuchElementException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AppointmentService {

    private final AppointmentRepository appointments;
    private final ClinicRepository clinics;
    private final ConfirmationMailer mailer;

    public AppointmentService(AppointmentRepository appointments, ClinicRepository clinics, ConfirmationMailer mailer) {
        this.appointments = appointments;
        this.clinics = clinics;
        this.mailer = mailer;
    }

    @Transactional
    public Appointment book(long clinicId, String patientName, String patientEmail, Instant startsAt) {
        Clinic clinic = clinics.findById(clinicId).orElseThrow(() -> new NoSuchElementException("clinic " + clinicId));
        Appointment appt = appointments.save(new Appointment(clinicId, patientName, patientEmail, startsAt));
        mailer.sendConfirmation(appt, clinic);
        return appt;
    }

    @Transactional
    public void cancel(long id) {
        Appointment appt = get(id);
        appt.setCancelled(true);
        appt.setReminderSent(true);
    }

    public Appointment get(long id) {
        return appointments.findById(id).orElseThrow(() -> new NoSuchElementException("appointment " + id));
    }
}
