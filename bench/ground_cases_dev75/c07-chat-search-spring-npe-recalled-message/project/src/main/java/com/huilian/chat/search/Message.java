package com.huilian.chat.search;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "messages")
public class Message {
    @Id
    private Long id;

    @Column(name = "conversation_id", nullable = false)
    private Long conversationId;

    @Column(name = "sender_name", nullable = false)
    private String senderName;

    /** Null once the sender recalls the message (the row is kept for ordering and receipts). */
    @Column(columnDefinition = "text")
    private String body;

    @Column(name = "recalled_at")
    private Instant recalledAt;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Message() {
    }

    public Message(Long id, Long conversationId, String senderName, String body, Instant createdAt) {
        this.id = id;
        this.conversationId = conversationId;
        this.senderName = senderName;
        this.body = body;
        this.createdAt = createdAt;
    }

    public void recall(Instant at) {
        this.body = null;
        this.recalledAt = at;
    }

    public Long getId() { return id; }
    public Long getConversationId() { return conversationId; }
    public String getSenderName() { return senderName; }
    public String getBody() { return body; }
    public Instant getRecalledAt() { return recalledAt; }
    public Instant getCreatedAt() { return createdAt; }
}
