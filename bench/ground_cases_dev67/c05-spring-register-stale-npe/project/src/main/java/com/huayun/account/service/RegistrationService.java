package com.huayun.account.service;

import com.huayun.account.web.RegisterRequest;
import java.time.Clock;
import java.time.Instant;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

@Service
public class RegistrationService {
    private final UserRepository users;
    private final InvitationRepository invitations;
    private final PasswordEncoder passwordEncoder;
    private final Clock clock;

    public RegistrationService(UserRepository users, InvitationRepository invitations,
                               PasswordEncoder passwordEncoder, Clock clock) {
        this.users = users;
        this.invitations = invitations;
        this.passwordEncoder = passwordEncoder;
        this.clock = clock;
    }

    private static String displayName(RegisterRequest request) {
        String nickname = request.getNickname();
        if (nickname != null && !nickname.trim().isEmpty()) {
            return nickname.trim();
        }
        String email = request.getEmail();
        return email.substring(0, email.indexOf('@'));
    }

    public UserDto register(RegisterRequest request) {
        // emails are case-insensitive for us; store one canonical form
        String email = request.getEmail().trim().toLowerCase(java.util.Locale.ROOT);
        if (users.existsByEmail(email)) {
            throw new IllegalStateException("该邮箱已注册");
        }

        User user = new User();
        user.setEmail(email);
        user.setDisplayName(displayName(request));
        user.setPasswordHash(passwordEncoder.encode(request.getPassword()));
        user.setCreatedAt(Instant.now(clock));

        // invitation bonus: both sides get 7 days of premium
        String code = request.getInviteCode().trim();
        invitations.findActiveByCode(code).ifPresent(inv -> {
            user.setInvitedBy(inv.getOwnerId());
            user.setPremiumUntil(Instant.now(clock).plusSeconds(7 * 24 * 3600));
            inv.markUsed(clock);
        });

        return UserDto.from(users.save(user));
    }

    public boolean isEmailAvailable(String email) {
        return email != null && !users.existsByEmail(email.trim().toLowerCase(java.util.Locale.ROOT));
    }
}
