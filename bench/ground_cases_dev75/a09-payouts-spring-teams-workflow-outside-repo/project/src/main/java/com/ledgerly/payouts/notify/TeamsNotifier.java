package com.ledgerly.payouts.notify;

import com.ledgerly.payouts.PayoutBatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.MediaType;
import org.springframework.retry.annotation.Backoff;
import org.springframework.retry.annotation.Retryable;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientResponseException;

import java.util.Map;

/**
 * Posts to the #finance-alerts Teams channel through a Power Automate "When a Teams webhook
 * request is received" flow (the old Office 365 connector was retired in 2024).
 */
@Component
public class TeamsNotifier {
    private static final Logger log = LoggerFactory.getLogger(TeamsNotifier.class);

    private final RestClient http;
    private final String webhookUrl;
    private final boolean enabled;

    public TeamsNotifier(RestClient.Builder builder,
                         @Value("${payouts.notify.teams.webhook-url}") String webhookUrl,
                         @Value("${payouts.notify.teams.enabled}") boolean enabled) {
        this.http = builder.build();
        this.webhookUrl = webhookUrl;
        this.enabled = enabled;
    }

    @Retryable(retryFor = RestClientResponseException.class, maxAttempts = 3, backoff = @Backoff(delay = 2000))
    public void payoutFailures(PayoutBatch batch) {
        if (!enabled || webhookUrl.isBlank()) {
            log.info("teams notifications disabled, skipping batch {}", batch.id());
            return;
        }
        Map<String, Object> card = AdaptiveCards.payoutFailures(batch);
        try {
            http.post().uri(webhookUrl).contentType(MediaType.APPLICATION_JSON).body(AdaptiveCards.wrap(card))
                .retrieve().toBodilessEntity();
        } catch (RestClientResponseException e) {
            log.warn("Teams webhook POST failed: {} {}", e.getStatusCode(), e.getResponseBodyAsString());
            throw e;
        }
    }
}
