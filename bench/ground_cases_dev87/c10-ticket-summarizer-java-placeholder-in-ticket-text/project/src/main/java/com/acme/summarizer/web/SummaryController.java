package com.acme.summarizer.web;

import com.acme.summarizer.service.SummaryService;
import com.acme.summarizer.service.Ticket;
import java.util.Map;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SummaryController {
    private final SummaryService service;

    public SummaryController(SummaryService service) {
        this.service = service;
    }

    @PostMapping("/api/tickets/summary")
    public Map<String, String> summarize(@RequestBody Ticket ticket) throws Exception {
        return Map.of("ticketId", ticket.id(), "summary", service.summarize(ticket));
    }
}
