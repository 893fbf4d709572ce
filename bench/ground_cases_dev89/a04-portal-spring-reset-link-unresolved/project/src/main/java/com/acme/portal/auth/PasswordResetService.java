package com.acme.portal.auth;

import com.acme.portal.mail.ResetMailer;
import com.acme.portal.user.UserRepository;
import java.time.LocalDateTime;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PasswordResetService {
    private final ResetTokenRepository tokens;
    private final UserRepository users;
    private final TokenGenerator generator;
    private final ResetMailer mailer;
    private final long ttlMinutes;

    public PasswordResetService(ResetTokenRepository tokens, UserRepository users, TokenGenerator generator,
                                ResetMailer mailer, @Value("${app.reset.token-ttl-minutes}") long ttlMinutes) {
        this.tokens = tokens;
        this.users = users;
        this.generator = generator;
        this.mailer = mailer;
        this.ttlMinutes = ttlMinutes;
    }

    public void requestReset(String email) {
        users.findByEmailIgnoreCase(email).ifPresent(user -> {
            ResetToken token = new ResetToken(generator.newToken(), user.getId(),
                    LocalDateTime.now().plusMinutes(ttlMinutes));
            tokens.save(token);
            mailer.sendResetLink(user.getEmail(), token.getToken());
        });
    }

    /** The token if it exists, is unused and has not expired. */
    public Optional<ResetToken> findValid(String raw) {
        return tokens.findById(raw)
                .filter(t -> !t.isUsed())
                .filter(t -> t.getExpiresAt().isAfter(LocalDateTime.now()));
    }

    @Transactional
    public boolean consume(String raw, String newPasswordHash) {
        Optional<ResetToken> token = findValid(raw);
        if (token.isEmpty()) {
            return false;
        }
        users.updatePasswordHash(token.get().getUserId(), newPasswordHash);
        token.get().markUsed();
        tokens.save(token.get());
        return true;
    }
}
