package com.acme.reminders;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class ReminderMailer {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    private final JavaMailSender mail;
    private final String from;
    private final String payUrl;

    public ReminderMailer(JavaMailSender mail,
                          @Value("${reminders.from}") String from,
                          @Value("${reminders.pay-url}") String payUrl) {
        this.mail = mail;
        this.from = from;
        this.payUrl = payUrl;
    }

    public void send(Invoice invoice, LocalDate today) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(from);
        msg.setTo(invoice.customerEmail());
        msg.setSubject("Reminder: invoice " + invoice.number() + " is overdue");
        msg.setText("""
                Hello %s,

                our invoice %s over %s %s was due on %s and is now %d days overdue.
                You can pay it here: %s/%s

                If you have already paid, please ignore this message.
                """.formatted(invoice.customerName(), invoice.number(), invoice.amountDue(), invoice.currency(),
                DATE.format(invoice.dueDate()), invoice.daysOverdue(today), payUrl, invoice.number()));
        mail.send(msg);
    }
}
