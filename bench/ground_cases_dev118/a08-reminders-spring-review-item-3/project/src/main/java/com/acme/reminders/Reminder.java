package com.acme.reminders;

import jakarta.persistence.*;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

@Entity
@Table(name = "reminders", indexes = {
        // GET /reminders/upcoming: assignee = ? AND done = false AND due_at > ? ORDER BY due_at
        @Index(name = "idx_reminders_upcoming", columnList = "assignee, done, due_at")
})
public class Reminder {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    private String title;

    @Column(name = "due_at")
    private Instant dueAt;

    @Column(name = "created_by")
    private Long createdBy;

    private Long assignee;

    private boolean done;

    @ElementCollection
    @CollectionTable(name = "reminder_tags", joinColumns = @JoinColumn(name = "reminder_id"))
    @Column(name = "tag")
    private Set<String> tags = new HashSet<>();

    public Long getId() { return id; }
    public String getTitle() { return title; }
    public Instant getDueAt() { return dueAt; }
    public Long getCreatedBy() { return createdBy; }
    public Long getAssignee() { return assignee; }
    public boolean isDone() { return done; }
    public Set<String> getTags() { return tags; }
    public void setDone(boolean done) { this.done = done; }
}
