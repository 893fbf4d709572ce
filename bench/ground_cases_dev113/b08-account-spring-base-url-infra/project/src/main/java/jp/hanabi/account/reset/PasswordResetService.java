package jp.hanabi.account.reset;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Service;

import jp.hanabi.account.config.AppProperties;

@Service
public class PasswordResetService {

    private static final Logger log = LoggerFactory.getLogger(PasswordResetService.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final ResetTokenRepository tokens;
    private final ResetLinkBuilder links;
    private final JavaMailSender mail;
    private final AppProperties properties;
    private final Clock clock;

    public PasswordResetService(ResetTokenRepository tokens, ResetLinkBuilder links, JavaMailSender mail,
                                AppProperties properties, Clock clock) {
        this.tokens = tokens;
        this.links = links;
        this.mail = mail;
        this.properties = properties;
        this.clock = clock;
    }

    public void requestReset(String email) {
        String token = newToken();
        Instant expiresAt = clock.instant().plus(properties.getResetTokenTtl());
        tokens.save(email, token, expiresAt);

        SimpleMailMessage message = new SimpleMailMessage();
        message.setFrom(properties.getMailFrom());
        message.setTo(email);
        message.setSubject("パスワード再設定のご案内");
        message.setText("以下のリンクからパスワードを再設定してください。\n" + links.build(token)
                + "\n\nこのリンクの有効期限は " + properties.getResetTokenTtl().toMinutes() + " 分です。");
        mail.send(message);
        log.info("reset mail sent to {}", email);
    }

    private static String newToken() {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
