package com.acme.portal.user;

import java.time.Instant;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "users")
public class UserEntity {

    @Id
    private String id;

    @Column(nullable = false, unique = true)
    private String username;

    private String email;

    private String displayName;

    /** Only set for accounts created before the move to Keycloak. */
    private String passwordHash;

    private String locale;

    private Instant lastSeenAt;

    public String getId() { return id; }
    public String getUsername() { return username; }
    public String getEmail() { return email; }
    public String getDisplayName() { return displayName; }
    public String getPasswordHash() { return passwordHash; }
    public String getLocale() { return locale; }
    public Instant getLastSeenAt() { return lastSeenAt; }
}
