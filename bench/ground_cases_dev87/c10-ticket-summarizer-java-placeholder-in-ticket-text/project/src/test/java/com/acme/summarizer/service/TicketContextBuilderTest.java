package com.acme.summarizer.service;

import static org.assertj.core.api.Assertions.assertThat;

import com.acme.summarizer.ai.LlmProperties;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TicketContextBuilderTest {
    private Ticket ticket(int n) {
        List<Ticket.Message> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ms.add(new Ticket.Message(i == 0 ? "客户" : "客服", Instant.ofEpochSecond(1_700_000_000L + i * 60L),
                    "第" + i + "封：" + "订单迟迟没有发货，请尽快处理。".repeat(20)));
        }
        return new Ticket("T-1", "华东物流", "zh-CN", ms);
    }

    @Test
    void keepsFirstAndLatestWithinBudget() {
        var b = new TicketContextBuilder(new LlmProperties("", "", "gpt-4o", 600, 1500));
        String out = b.build(ticket(30));
        assertThat(out).contains("第0封").contains("第29封").contains("中间省略").doesNotContain("第1封：");
    }

    @Test
    void keepsEverythingUnderBudget() {
        var b = new TicketContextBuilder(new LlmProperties("", "", "gpt-4o", 600, 100_000));
        assertThat(b.build(ticket(5))).contains("第1封").doesNotContain("中间省略");
    }
}
