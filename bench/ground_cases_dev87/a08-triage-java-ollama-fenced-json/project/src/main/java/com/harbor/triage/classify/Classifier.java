package com.harbor.triage.classify;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.harbor.triage.llm.LlmClient;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;

@Service
public class Classifier {
    private static final String SYSTEM = """
            You label incoming support tickets for Harbor.
            Answer with a JSON object only: {"label": one of %s, "confidence": 0..1, "reason": short text}.
            """;

    private final LlmClient llm;
    private final LabelParser parser;
    private final List<String> labels;

    public Classifier(LlmClient llm, @Value("${triage.labels}") List<String> labels) {
        this.llm = llm;
        this.labels = labels;
        this.parser = new LabelParser(labels);
    }

    public Label classify(String subject, String body) throws JsonProcessingException {
        String raw = llm.complete(SYSTEM.formatted(labels), "Subject: " + subject + "\n\n" + body);
        return parser.parse(raw);
    }
}
