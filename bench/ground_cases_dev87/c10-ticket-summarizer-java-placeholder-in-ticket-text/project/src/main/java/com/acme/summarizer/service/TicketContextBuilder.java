package com.acme.summarizer.service;

import com.acme.summarizer.ai.LlmProperties;
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.springframework.stereotype.Component;

@Component
public class TicketContextBuilder {
    private static final DateTimeFormatter FMT =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.of("Asia/Shanghai"));
    private static final Encoding ENC = Encodings.newDefaultEncodingRegistry().getEncoding(EncodingType.O200K_BASE);

    private final int budget;

    public TicketContextBuilder(LlmProperties props) {
        this.budget = props.contextBudgetTokens();
    }

    /** First message (the customer's report) plus as many of the latest messages as fit in the budget. */
    public String build(Ticket ticket) {
        List<Ticket.Message> all = ticket.messages();
        if (all.isEmpty()) {
            return "";
        }
        String first = format(all.get(0));
        int used = ENC.countTokens(first);
        Deque<String> tail = new ArrayDeque<>();
        for (int i = all.size() - 1; i >= 1; i--) {
            String text = format(all.get(i));
            int cost = ENC.countTokens(text);
            if (used + cost > budget) {
                tail.addFirst("……（中间省略 " + i + " 封往来）……");
                break;
            }
            tail.addFirst(text);
            used += cost;
        }
        tail.addFirst(first);
        return String.join("\n\n", tail);
    }

    String format(Ticket.Message m) {
        return "[" + FMT.format(m.at()) + "] " + m.author() + "：\n" + m.body();
    }
}
