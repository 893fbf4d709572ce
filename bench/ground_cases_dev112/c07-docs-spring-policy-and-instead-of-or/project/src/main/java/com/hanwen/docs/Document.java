package com.hanwen.docs;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.springframework.data.jpa.repository.JpaRepository;

@Entity
public class Document {
    @Id
    @GeneratedValue
    private Long id;
    private Long ownerId;
    private String title;
    private String body;
    private Instant updatedAt;
    private Instant deletedAt;

    protected Document() {}

    public Document(Long ownerId, String title, String body) {
        this.ownerId = ownerId;
        this.title = title;
        this.body = body;
        this.updatedAt = Instant.now();
    }

    public Long getId() { return id; }
    public Long getOwnerId() { return ownerId; }
    public String getTitle() { return title; }
    public String getBody() { return body; }
    public Instant getUpdatedAt() { return updatedAt; }

    public boolean isDeleted() { return deletedAt != null; }

    public void markDeleted() {
        this.deletedAt = Instant.now();
        this.updatedAt = this.deletedAt;
    }

    public void restore() {
        this.deletedAt = null;
        this.updatedAt = Instant.now();
    }

    public void rename(String title) {
        this.title = title;
        this.updatedAt = Instant.now();
    }
}

interface DocumentRepository extends JpaRepository<Document, Long> {
    List<Document> findByOwnerIdOrderByUpdatedAtDesc(Long ownerId);
}

/** The authenticated caller, resolved from the gateway's X-User-Id / X-User-Roles headers. */
record CurrentUser(Long id, Set<String> roles) {
    boolean isAdmin() {
        return roles.contains("ADMIN");
    }
}
