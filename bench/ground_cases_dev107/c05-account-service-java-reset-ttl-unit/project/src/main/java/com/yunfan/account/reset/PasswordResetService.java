package com.yunfan.account.reset;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class PasswordResetService {

    private final ResetTokenRepository tokens;
    private final ResetMailer mailer;
    private final Clock clock;
    private final long ttlMinutes;
    private final Map<String, Instant> lastRequest = new ConcurrentHashMap<>();
    private final SecureRandom random = new SecureRandom();

    public PasswordResetService(ResetTokenRepository tokens, ResetMailer mailer, Clock clock,
                                @Value("${account.reset.ttl}") long ttlMinutes) {
        this.tokens = tokens;
        this.mailer = mailer;
        this.clock = clock;
        this.ttlMinutes = ttlMinutes;
    }

    public void requestReset(String email) {
        Instant now = clock.instant();
        Instant previous = lastRequest.get(email);
        if (previous != null && previous.plusSeconds(60).isAfter(now)) {
            return;
        }
        lastRequest.put(email, now);
        String token = generateToken();
        Instant expiresAt = clock.instant().plusSeconds(ttlMinutes);
        tokens.save(new ResetToken(token, email, expiresAt));
        mailer.sendResetLink(email, token);
    }

    public Optional<String> consume(String token) {
        return tokens.findByToken(token)
                .filter(t -> !t.used())
                .filter(t -> clock.instant().isBefore(t.expiresAt()))
                .map(t -> {
                    tokens.markUsed(t.token());
                    return t.email();
                });
    }

    private String generateToken() {
        byte[] bytes = new byte[32];
        random.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
