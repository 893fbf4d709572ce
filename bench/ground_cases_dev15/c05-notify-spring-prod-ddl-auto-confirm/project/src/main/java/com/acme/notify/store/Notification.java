package com.acme.notify.store;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "notification")
public class Notification {

    public enum Channel { EMAIL, SMS }
    public enum Status { PENDING, SENT, FAILED }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String recipient;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private Channel channel;

    @Column(nullable = false)
    private String subject;

    @Column(nullable = false, columnDefinition = "text")
    private String body;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 16)
    private Status status = Status.PENDING;

    @Column(nullable = false)
    private int attempts;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt = Instant.now();

    @Column(name = "sent_at")
    private Instant sentAt;

    protected Notification() {}

    public static Notification email(String to, String subject, String body) {
        Notification n = new Notification();
        n.recipient = to;
        n.channel = Channel.EMAIL;
        n.subject = subject;
        n.body = body;
        return n;
    }

    public Long getId() { return id; }
    public String getRecipient() { return recipient; }
    public Status getStatus() { return status; }
    public int getAttempts() { return attempts; }

    public void markSent() {
        status = Status.SENT;
        sentAt = Instant.now();
    }

    public void markFailed() {
        attempts++;
        if (attempts >= 5) {
            status = Status.FAILED;
        }
    }
}
