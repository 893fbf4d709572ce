package com.acme.points;

import java.time.Instant;

public class Member {

    private final long id;
    private final String phone;
    private long balance;
    private long lifetimePoints;
    private Instant lastEarnedAt;

    public Member(long id, String phone) {
        this.id = id;
        this.phone = phone;
    }

    public long getId() { return id; }

    public String getPhone() { return phone; }

    public long getBalance() { return balance; }

    public long getLifetimePoints() { return lifetimePoints; }

    public Instant getLastEarnedAt() { return lastEarnedAt; }

    public void earn(long points, Instant at) {
        balance += points;
        lifetimePoints += points;
        lastEarnedAt = at;
    }

    public void spend(long points) {
        if (points > balance) {
            throw new IllegalStateException("insufficient points");
        }
        balance -= points;
    }

    public void expireAll() {
        balance = 0;
    }
}
