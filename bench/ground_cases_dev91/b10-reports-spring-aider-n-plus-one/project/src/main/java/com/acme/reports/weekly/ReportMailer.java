package com.acme.reports.weekly;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.io.ByteArrayResource;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.MimeMessageHelper;
import org.springframework.stereotype.Component;

@Component
public class ReportMailer {
    private final JavaMailSender sender;
    private final String from;
    private final String to;

    public ReportMailer(JavaMailSender sender,
                        @Value("${reports.weekly.from}") String from,
                        @Value("${reports.weekly.to}") String to) {
        this.sender = sender;
        this.from = from;
        this.to = to;
    }

    public void send(String subject, String csv) {
        try {
            MimeMessage message = sender.createMimeMessage();
            MimeMessageHelper helper = new MimeMessageHelper(message, true, "UTF-8");
            helper.setFrom(from);
            helper.setTo(to);
            helper.setSubject(subject);
            helper.setText("先週分の売上レポートを添付します。");
            helper.addAttachment("weekly-report.csv", new ByteArrayResource(csv.getBytes(StandardCharsets.UTF_8)));
            sender.send(message);
        } catch (MessagingException e) {
            throw new IllegalStateException("failed to send weekly report", e);
        }
    }
}
