package jp.co.hanamaru.digest;

import java.net.SocketTimeoutException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.MailSendException;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.MimeMessageHelper;
import org.springframework.stereotype.Component;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import jp.co.hanamaru.digest.DigestComposer.DigestMail;

@Component
public class MailSender {

    private static final Logger log = LoggerFactory.getLogger(MailSender.class);
    private static final int MAX_ATTEMPTS = 3;
    private static final String FROM = "Hanamaru Digest <digest@hanamaru.co.jp>";

    private final JavaMailSender delegate;

    public MailSender(JavaMailSender delegate) {
        this.delegate = delegate;
    }

    public void send(DigestMail mail) {
        MimeMessage message = build(mail);
        for (int attempt = 1; ; attempt++) {
            try {
                delegate.send(message);
                return;
            } catch (MailSendException e) {
                if (attempt >= MAX_ATTEMPTS || !isTimeout(e)) {
                    throw e;
                }
                log.warn("smtp timeout, retrying ({}/{}) to={}", attempt, MAX_ATTEMPTS, mail.to());
                sleep(attempt * 2000L);
            }
        }
    }

    private MimeMessage build(DigestMail mail) {
        try {
            MimeMessage message = delegate.createMimeMessage();
            MimeMessageHelper helper = new MimeMessageHelper(message, "UTF-8");
            helper.setFrom(FROM);
            helper.setTo(mail.to());
            helper.setSubject(mail.subject());
            helper.setText(mail.body(), true);
            return message;
        } catch (MessagingException e) {
            throw new IllegalStateException("cannot build digest mail for " + mail.to(), e);
        }
    }

    private static boolean isTimeout(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SocketTimeoutException) {
                return true;
            }
        }
        return false;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
