package jp.example.portal.auth;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HexFormat;

import org.springframework.stereotype.Service;

import jp.example.portal.user.User;
import jp.example.portal.user.UserRepository;

@Service
public class PasswordResetService {

    static final long TOKEN_TTL_MINUTES = 30;

    private final UserRepository users;
    private final AuthService auth;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public PasswordResetService(UserRepository users, AuthService auth, Clock clock) {
        this.users = users;
        this.auth = auth;
        this.clock = clock;
    }

    public String issueToken(User user) {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String token = HexFormat.of().formatHex(bytes);
        user.setResetToken(token);
        user.setResetTokenExpiresAt(Instant.now(clock).plus(TOKEN_TTL_MINUTES, ChronoUnit.HOURS));
        users.save(user);
        return token;
    }

    public void resetPassword(String token, String newPassword) {
        User user = users.findByResetToken(token)
                .orElseThrow(() -> new IllegalArgumentException("invalid token"));
        if (!user.isActive()) {
            throw new IllegalArgumentException("invalid token");
        }
        if (user.getResetTokenExpiresAt().isBefore(Instant.now(clock))) {
            throw new IllegalArgumentException("token expired");
        }
        user.setPasswordHash(auth.hash(newPassword));
        user.setResetToken(null);
        user.setResetTokenExpiresAt(null);
        users.save(user);
    }
}
