package com.acme.feed;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Index;
import jakarta.persistence.Table;
import java.time.Instant;

/** One line of a workspace's activity feed ("Dana commented on INV-204"). */
@Entity
@Table(name = "feed_items", indexes = @Index(name = "feed_items_ws_created", columnList = "workspace_id, created_at"))
public class FeedItem {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "workspace_id", nullable = false)
    private long workspaceId;

    @Column(name = "actor_id", nullable = false)
    private long actorId;

    @Column(nullable = false, length = 40)
    private String verb;

    @Column(name = "object_ref", nullable = false)
    private String objectRef;

    /** When it happened. Imports backdate this, so it is not the insertion order. */
    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected FeedItem() {
    }

    public FeedItem(long workspaceId, long actorId, String verb, String objectRef, Instant createdAt) {
        this.workspaceId = workspaceId;
        this.actorId = actorId;
        this.verb = verb;
        this.objectRef = objectRef;
        this.createdAt = createdAt;
    }

    public Long getId() { return id; }
    public long getWorkspaceId() { return workspaceId; }
    public long getActorId() { return actorId; }
    public String getVerb() { return verb; }
    public String getObjectRef() { return objectRef; }
    public Instant getCreatedAt() { return createdAt; }
}
