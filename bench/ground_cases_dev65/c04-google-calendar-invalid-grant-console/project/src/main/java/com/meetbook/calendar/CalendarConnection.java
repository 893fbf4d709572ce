package com.meetbook.calendar;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "calendar_connections")
public class CalendarConnection {

    public enum Status { ACTIVE, NEEDS_REAUTH, DISCONNECTED }

    @Id
    private Long userId;
    @Column(nullable = false)
    private String googleEmail;
    private String accessToken;
    private String refreshToken;
    private Instant expiresAt;
    @Enumerated(EnumType.STRING)
    private Status status = Status.ACTIVE;
    private Instant lastSyncedAt;
    private String lastError;

    public Long getUserId() { return userId; }
    public String getGoogleEmail() { return googleEmail; }
    public String getAccessToken() { return accessToken; }
    public String getRefreshToken() { return refreshToken; }
    public Instant getExpiresAt() { return expiresAt; }
    public Status getStatus() { return status; }
    public Instant getLastSyncedAt() { return lastSyncedAt; }
    public String getLastError() { return lastError; }

    public void setTokens(String access, Instant expires) { this.accessToken = access; this.expiresAt = expires; }
    public void setStatus(Status status) { this.status = status; }
    public void setLastSyncedAt(Instant at) { this.lastSyncedAt = at; }
    public void setLastError(String error) { this.lastError = error; }
}
