package com.huilian.chat.search;

import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "participants")
public class Participant {
    @Id
    private Long id;
    private Long conversationId;
    private Long userId;

    protected Participant() {
    }

    public Long getConversationId() { return conversationId; }
    public Long getUserId() { return userId; }
}
