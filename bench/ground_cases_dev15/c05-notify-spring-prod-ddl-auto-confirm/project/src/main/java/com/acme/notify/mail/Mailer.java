package com.acme.notify.mail;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

import com.acme.notify.store.Notification;
import com.acme.notify.store.NotificationRepository;

/** Queues an e-mail; the outbox poller sends it and retries on failure. */
@Component
public class Mailer {

    private static final Logger log = LoggerFactory.getLogger(Mailer.class);

    private final NotificationRepository outbox;

    public Mailer(NotificationRepository outbox) {
        this.outbox = outbox;
    }

    public Notification send(String to, String subject, String body) {
        if (to == null || to.isBlank()) {
            throw new IllegalArgumentException("recipient is empty");
        }
        Notification n = outbox.save(Notification.email(to, subject, body));
        log.debug("queued mail {} to {}", n.getId(), to);
        return n;
    }
}
