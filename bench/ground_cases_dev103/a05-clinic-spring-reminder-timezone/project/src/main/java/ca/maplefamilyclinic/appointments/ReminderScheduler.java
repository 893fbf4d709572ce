package ca.maplefamilyclinic.appointments;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class ReminderScheduler {

    private static final Logger log = LoggerFactory.getLogger(ReminderScheduler.class);

    private final AppointmentService appointments;
    private final SmsGateway sms;
    private final Duration lead;

    public ReminderScheduler(AppointmentService appointments, SmsGateway sms,
                             @Value("${reminders.lead-hours:24}") long leadHours) {
        this.appointments = appointments;
        this.sms = sms;
        this.lead = Duration.ofHours(leadHours);
    }

    @Scheduled(cron = "${reminders.cron}")
    public void sendDueReminders() {
        LocalDateTime now = LocalDateTime.now();
        List<Appointment> due = appointments.unremindedStartingBefore(now.plus(lead));
        for (Appointment a : due) {
            if (a.startsAt().isBefore(now)) {
                continue; // already started, too late to remind
            }
            sms.send(a.patientPhone(), ReminderMessages.reminder(a));
            appointments.markReminded(a.id());
            log.info("reminder sent for appointment {}", a.id());
        }
    }
}
