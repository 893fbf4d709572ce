package com.finly.statements;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.mail.MailException;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.MimeMessageHelper;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Service;

@Service
public class StatementMailer {

    private final JavaMailSender sender;
    private final CustomerDirectory customers;
    private final String from;

    public StatementMailer(JavaMailSender sender, CustomerDirectory customers,
                           @Value("${statements.from}") String from) {
        this.sender = sender;
        this.customers = customers;
        this.from = from;
    }

    @Retryable(retryFor = MailException.class, maxAttempts = 3, backoff = @Backoff(delay = 2000))
    public void send(long customerId, String period, byte[] pdf) throws MessagingException {
        MimeMessage msg = sender.createMimeMessage();
        MimeMessageHelper helper = new MimeMessageHelper(msg, true);
        helper.setFrom(from);
        helper.setTo(customers.emailOf(customerId));
        helper.setSubject("Your Finly statement for " + period);
        helper.setText("Your statement is attached.");
        helper.addAttachment("statement-" + period + ".pdf", new ByteArrayResource(pdf));
        sender.send(msg);
    }
}
