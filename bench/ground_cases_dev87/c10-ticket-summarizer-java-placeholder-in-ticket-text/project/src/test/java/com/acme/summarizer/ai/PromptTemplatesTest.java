package com.acme.summarizer.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class PromptTemplatesTest {
    private final PromptTemplates templates = new PromptTemplates();

    @Test
    void fillsCustomerAndTicketId() {
        String out = templates.render("summary", Map.of("customer", "华东物流", "ticketId", "T-1024", "thread", "..."));
        assertThat(out).contains("客户名称：华东物流").contains("工单编号：T-1024");
    }
}
