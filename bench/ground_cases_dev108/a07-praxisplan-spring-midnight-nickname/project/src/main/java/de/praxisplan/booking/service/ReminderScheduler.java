package de.praxisplan.booking.service;

import de.praxisplan.booking.mail.ConfirmationMailer;
import de.praxisplan.booking.model.Appointment;
import de.praxisplan.booking.repo.AppointmentRepository;
import de.praxisplan.booking.repo.ClinicRepository;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class ReminderScheduler {

    private static final Logger log = LoggerFactory.getLogger(ReminderScheduler.class);

    private final AppointmentRepository appointments;
    private final ClinicRepository clinics;
    private final ConfirmationMailer mailer;
    private final Clock clock;

    public ReminderScheduler(AppointmentRepository appointments, ClinicRepository clinics,
                             ConfirmationMailer mailer, Clock clock) {
        this.appointments = appointments;
        this.clinics = clinics;
        this.mailer = mailer;
        this.clock = clock;
    }

    @Scheduled(fixedDelayString = "PT5M")
    @Transactional
    public void sendDueReminders() {
        Instant now = Instant.now(clock);
        List<Appointment> due = appointments.findByReminderSentFalseAndStartsAtBetween(now, now.plus(Duration.ofHours(24)));
        for (Appointment appt : due) {
            mailer.sendReminder(appt, clinics.getReferenceById(appt.getClinicId()));
            appt.setReminderSent(true);
        }
        log.info("sent {} reminder(s)", due.size());
    }
}
