package com.acme.summarizer.service;

import java.time.Instant;
import java.util.List;

public record Ticket(String id, String customer, String locale, List<Message> messages) {
    public record Message(String author, Instant at, String body) {
    }
}
