package com.acme.portal.mail;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class ResetMailer {
    private final JavaMailSender sender;
    private final String publicUrl;

    public ResetMailer(JavaMailSender sender, @Value("${app.public-url}") String publicUrl) {
        this.sender = sender;
        this.publicUrl = publicUrl;
    }

    public void sendResetLink(String to, String token) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom("no-reply@acme.io");
        msg.setTo(to);
        msg.setSubject("Reset your Acme password");
        msg.setText("Someone asked to reset the password of your Acme account.\n\n"
                + "Open this link to choose a new one:\n"
                + publicUrl + "/reset/" + token + "\n\n"
                + "If it wasn't you, ignore this email.");
        sender.send(msg);
    }
}
