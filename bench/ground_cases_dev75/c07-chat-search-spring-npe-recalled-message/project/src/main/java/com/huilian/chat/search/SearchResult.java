package com.huilian.chat.search;

import java.time.Instant;

public record SearchResult(Long messageId, Long conversationId, String sender, String snippet, Instant createdAt) {
}
