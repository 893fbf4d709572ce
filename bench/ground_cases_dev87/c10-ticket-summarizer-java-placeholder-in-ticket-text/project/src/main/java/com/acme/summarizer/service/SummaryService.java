package com.acme.summarizer.service;

import com.acme.summarizer.ai.OpenAiClient;
import com.acme.summarizer.ai.PromptTemplates;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;

@Service
public class SummaryService {
    private final OpenAiClient client;
    private final PromptTemplates templates;
    private final TicketContextBuilder context;

    public SummaryService(OpenAiClient client, PromptTemplates templates, TicketContextBuilder context) {
        this.client = client;
        this.templates = templates;
        this.context = context;
    }

    public String summarize(Ticket ticket) throws Exception {
        String prompt = templates.render("summary", Map.of(
                "thread", context.build(ticket),
                "customer", ticket.customer(),
                "ticketId", ticket.id(),
                "language", languageName(ticket.locale())));
        return client.chat(List.of(Map.of("role", "user", "content", prompt)));
    }

    static String languageName(String locale) {
        if (locale == null || locale.isBlank() || locale.startsWith("zh")) {
            return "简体中文";
        }
        return locale.startsWith("ja") ? "日语" : "英语";
    }
}
