package com.acme.accounts.signup;

import com.acme.accounts.mail.MailGateway;
import com.acme.accounts.user.User;
import com.acme.accounts.user.UserRepository;
import java.time.Clock;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.scheduling.annotation.Async;
import org.springframework.stereotype.Component;

@Component
public class WelcomeMailListener {

    private static final Logger log = LoggerFactory.getLogger(WelcomeMailListener.class);

    private final MailGateway mail;
    private final UserRepository users;
    private final Clock clock;

    public WelcomeMailListener(MailGateway mail, UserRepository users, Clock clock) {
        this.mail = mail;
        this.users = users;
        this.clock = clock;
    }

    @Async
    @EventListener
    public void onRegistered(UserRegisteredEvent event) {
        User user = users.findById(event.userId()).orElse(null);
        if (user == null) {
            log.warn("welcome mail: user {} not found", event.userId());
            return;
        }
        mail.send(event.email(), "welcome", java.util.Map.of("name", user.getDisplayName()));
        user.setWelcomeSentAt(Instant.now(clock));
        log.info("welcome mail sent to user {}", user.getId());
    }
}
