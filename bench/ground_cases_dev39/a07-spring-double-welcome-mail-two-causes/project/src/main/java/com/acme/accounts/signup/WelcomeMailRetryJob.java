package com.acme.accounts.signup;

import com.acme.accounts.mail.MailGateway;
import com.acme.accounts.user.User;
import com.acme.accounts.user.UserRepository;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Re-sends welcome mails that failed (mail provider outage etc.). */
@Component
public class WelcomeMailRetryJob {

    private static final Logger log = LoggerFactory.getLogger(WelcomeMailRetryJob.class);
    private static final Duration GRACE = Duration.ofMinutes(10);

    private final UserRepository users;
    private final MailGateway mail;
    private final Clock clock;

    public WelcomeMailRetryJob(UserRepository users, MailGateway mail, Clock clock) {
        this.users = users;
        this.mail = mail;
        this.clock = clock;
    }

    @Scheduled(fixedDelayString = "PT5M")
    @Transactional
    public void resendMissing() {
        Instant cutoff = Instant.now(clock).minus(GRACE);
        List<User> pending = users.findByWelcomeSentAtIsNullAndCreatedAtBefore(cutoff);
        for (User user : pending) {
            mail.send(user.getEmail(), "welcome", java.util.Map.of("name", user.getDisplayName()));
            user.setWelcomeSentAt(Instant.now(clock));
            log.info("welcome mail re-sent to user {}", user.getId());
        }
    }
}
