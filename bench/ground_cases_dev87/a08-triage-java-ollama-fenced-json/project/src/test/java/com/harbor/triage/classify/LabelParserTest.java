package com.harbor.triage.classify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class LabelParserTest {
    private final LabelParser parser = new LabelParser(List.of("billing", "bug", "other"));

    @Test
    void parsesPlainJson() throws Exception {
        Label label = parser.parse("{\"label\": \"billing\", \"confidence\": 0.9, \"reason\": \"invoice\"}");
        assertThat(label.label()).isEqualTo("billing");
    }

    @Test
    void unknownLabelBecomesOther() throws Exception {
        Label label = parser.parse("{\"label\": \"refund\", \"confidence\": 0.7, \"reason\": \"r\"}");
        assertThat(label.label()).isEqualTo("other");
    }
}
