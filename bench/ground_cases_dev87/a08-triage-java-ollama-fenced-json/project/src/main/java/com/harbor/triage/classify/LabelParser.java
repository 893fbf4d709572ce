package com.harbor.triage.classify;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Turns the model's JSON answer into a Label, checking it against the allowed labels. */
public class LabelParser {
    private final ObjectMapper mapper = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    private final List<String> allowed;

    public LabelParser(List<String> allowed) {
        this.allowed = allowed;
    }

    public Label parse(String raw) throws JsonProcessingException {
        Label label = mapper.readValue(raw, Label.class);
        if (!allowed.contains(label.label())) {
            return new Label("other", label.confidence(), "unknown label: " + label.label());
        }
        return label;
    }
}
