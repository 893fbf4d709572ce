package jp.example.remind;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.Properties;

/** Sends through the relay given by SMTP_HOST / SMTP_PORT (no auth inside the VPC). */
public class SmtpMailer implements Mailer {
    private final Session session;
    private final InternetAddress from;

    SmtpMailer(String host, int port, String from) throws MessagingException {
        Properties props = new Properties();
        props.put("mail.smtp.host", host);
        props.put("mail.smtp.port", String.valueOf(port));
        props.put("mail.smtp.connectiontimeout", "10000");
        props.put("mail.smtp.timeout", "10000");
        this.session = Session.getInstance(props);
        this.from = new InternetAddress(from);
    }

    public static SmtpMailer fromEnv() throws MessagingException {
        return new SmtpMailer(System.getenv().getOrDefault("SMTP_HOST", "localhost"),
                Integer.parseInt(System.getenv().getOrDefault("SMTP_PORT", "25")),
                System.getenv().getOrDefault("MAIL_FROM", "no-reply@example.jp"));
    }

    @Override
    public void send(String to, String subject, String body) throws MailException {
        try {
            MimeMessage msg = new MimeMessage(session);
            msg.setFrom(from);
            msg.setRecipient(Message.RecipientType.TO, new InternetAddress(to));
            msg.setSubject(subject, "UTF-8");
            msg.setText(body, "UTF-8");
            Transport.send(msg);
        } catch (MessagingException e) {
            throw new MailException("send to " + to, e);
        }
    }
}
