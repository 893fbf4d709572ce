package com.ledgerly.payouts.notify;

import com.ledgerly.payouts.PayoutBatch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

final class AdaptiveCards {
    private AdaptiveCards() {}

    /** The envelope the Workflows webhook trigger expects around an Adaptive Card. */
    static Map<String, Object> wrap(Map<String, Object> card) {
        return Map.of(
            "type", "message",
            "attachments", List.of(Map.of(
                "contentType", "application/vnd.microsoft.card.adaptive",
                "content", card)));
    }

    static Map<String, Object> payoutFailures(PayoutBatch batch) {
        List<Map<String, Object>> facts = new ArrayList<>();
        for (PayoutBatch.Payout p : batch.failed()) {
            facts.add(Map.of("title", p.merchantId(), "value", p.amount() + " " + p.currency() + " (" + p.error() + ")"));
        }
        return Map.of(
            "type", "AdaptiveCard",
            "$schema", "http://adaptivecards.io/schemas/adaptive-card.json",
            "version", "1.4",
            "body", List.of(
                Map.of("type", "TextBlock", "size", "Medium", "weight", "Bolder",
                       "text", "Payout failures in batch " + batch.id() + " (" + batch.runDate() + ")"),
                Map.of("type", "TextBlock", "wrap", true,
                       "text", batch.failed().size() + " payouts failed, " + batch.failedTotal() + " in total"),
                Map.of("type", "FactSet", "facts", facts)));
    }
}
