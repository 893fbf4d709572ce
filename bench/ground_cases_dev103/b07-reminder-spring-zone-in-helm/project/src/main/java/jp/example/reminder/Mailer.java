package jp.example.reminder;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class Mailer {
    private final JavaMailSender sender;
    private final String from;

    public Mailer(JavaMailSender sender, @Value("${reminder.from}") String from) {
        this.sender = sender;
        this.from = from;
    }

    public void send(String to, String subject, String body) {
        if (to == null || to.isBlank()) {
            return;
        }
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(from);
        msg.setTo(to);
        msg.setSubject(subject);
        msg.setText(body);
        sender.send(msg);
    }
}

// Local dev: run MailHog on :1025 and open http://localhost:8025
// to see the messages. SMTP_HOST / SMTP_PORT override the defaults.
