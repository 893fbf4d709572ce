package com.acme.accounts.signup;

import com.acme.accounts.user.User;
import com.acme.accounts.user.UserRepository;
import java.time.Clock;
import java.time.Instant;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class SignupService {

    private final UserRepository users;
    private final PasswordEncoder encoder;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    public SignupService(UserRepository users, PasswordEncoder encoder,
                         ApplicationEventPublisher events, Clock clock) {
        this.users = users;
        this.encoder = encoder;
        this.events = events;
        this.clock = clock;
    }

    @Transactional
    public User register(SignupRequest request) {
        String email = request.email().trim().toLowerCase();
        if (users.existsByEmail(email)) {
            throw new EmailTakenException(email);
        }
        User user = new User();
        user.setEmail(email);
        user.setDisplayName(request.displayName());
        user.setPasswordHash(encoder.encode(request.password()));
        user.setCreatedAt(Instant.now(clock));
        User saved = users.save(user);
        events.publishEvent(new UserRegisteredEvent(saved.getId(), email));
        return saved;
    }
}
