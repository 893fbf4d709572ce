package com.clinicbook.reminder;

import com.clinicbook.booking.Booking;
import com.clinicbook.booking.BookingRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;

import java.time.Clock;
import java.time.Instant;
import java.util.List;

@Service
public class ReminderService {

    private static final Logger log = LoggerFactory.getLogger(ReminderService.class);

    private final BookingRepository bookings;
    private final JavaMailSender mail;
    private final Clock clock;

    public ReminderService(BookingRepository bookings, JavaMailSender mail, Clock clock) {
        this.bookings = bookings;
        this.mail = mail;
        this.clock = clock;
    }

    public int sendDue(Instant from, Instant to) {
        List<Booking> due = bookings.findStartingBetween(from, to);
        int sent = 0;
        for (Booking b : due) {
            if (b.getReminderSentAt() != null) {
                continue;
            }
            try {
                mail.send(message(b));
                b.setReminderSentAt(Instant.now(clock));
                bookings.save(b);
                sent++;
            } catch (RuntimeException e) {
                log.warn("reminder for booking {} failed: {}", b.getId(), e.getMessage());
            }
        }
        return sent;
    }

    private SimpleMailMessage message(Booking b) {
        SimpleMailMessage m = new SimpleMailMessage();
        m.setTo(b.getPatientEmail());
        m.setSubject("预约提醒");
        m.setText("您预约的 " + b.getDoctorName() + " 医生门诊将于 " + b.getStartsAt() + " 开始，请准时到达。");
        return m;
    }
}
