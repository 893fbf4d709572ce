package com.ledgerly.payouts.notify;

import com.ledgerly.payouts.PayoutBatch;
import com.ledgerly.payouts.PayoutBatch.Payout;
import com.ledgerly.payouts.PayoutBatch.Status;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class AdaptiveCardsTest {

    private final PayoutBatch batch = new PayoutBatch("b-1042", LocalDate.of(2025, 11, 17), List.of(
        new Payout("m-1", "DE02...", new BigDecimal("120.00"), "EUR", Status.FAILED, "IBAN closed"),
        new Payout("m-2", "DE03...", new BigDecimal("80.00"), "EUR", Status.PAID, null)));

    @Test
    void wrapsCardInWorkflowEnvelope() {
        Map<String, Object> wrapped = AdaptiveCards.wrap(AdaptiveCards.payoutFailures(batch));
        assertThat(wrapped.get("type")).isEqualTo("message");
        assertThat((List<?>) wrapped.get("attachments")).hasSize(1);
    }

    @Test
    void listsOnlyFailedPayouts() {
        Map<String, Object> card = AdaptiveCards.payoutFailures(batch);
        assertThat(card.toString()).contains("m-1").doesNotContain("m-2");
    }
}
