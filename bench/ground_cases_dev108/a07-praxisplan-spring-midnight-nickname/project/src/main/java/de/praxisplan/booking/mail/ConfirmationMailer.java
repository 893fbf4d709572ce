package de.praxisplan.booking.mail;

import de.praxisplan.booking.model.Appointment;
import de.praxisplan.booking.model.Clinic;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class ConfirmationMailer {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEEE, d MMMM", Locale.ENGLISH);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm");

    private final JavaMailSender sender;

    public ConfirmationMailer(JavaMailSender sender) {
        this.sender = sender;
    }

    String formatWhen(Appointment appt, Clinic clinic) {
        String day = DAY.format(appt.getStartsAt().atZone(ZoneOffset.UTC));
        String time = TIME.format(appt.getStartsAt().atZone(clinic.getZoneId()));
        return day + " at " + time;
    }

    public void sendConfirmation(Appointment appt, Clinic clinic) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setTo(appt.getPatientEmail());
        msg.setFrom(clinic.getReplyTo());
        msg.setSubject("Your appointment at " + clinic.getName());
        msg.setText("Hello " + appt.getPatientName() + ",\n\n"
                + "your appointment is confirmed for " + formatWhen(appt, clinic) + ".\n\n"
                + clinic.getName() + "\n" + clinic.getAddress());
        sender.send(msg);
    }

    public void sendReminder(Appointment appt, Clinic clinic) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setTo(appt.getPatientEmail());
        msg.setFrom(clinic.getReplyTo());
        msg.setSubject("Reminder: appointment tomorrow");
        msg.setText("Hello " + appt.getPatientName() + ",\n\n"
                + "a reminder of your appointment on " + formatWhen(appt, clinic) + ".");
        sender.send(msg);
    }
}
