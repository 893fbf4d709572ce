package jp.hanamaru.shop.payment;

import java.util.Map;

import org.springframework.http.MediaType;
import org.springframework.retry.support.RetryTemplate;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

@Component
public class PaymentClient {

    private final RestClient restClient;
    private final RetryTemplate retryTemplate;

    public PaymentClient(RestClient paymentRestClient, RetryTemplate paymentRetryTemplate) {
        this.restClient = paymentRestClient;
        this.retryTemplate = paymentRetryTemplate;
    }

    /**
     * オーソリ。idempotencyKey は注文ごとに固定なので、リトライしても二重オーソリにはならない。
     */
    public AuthorizeResult authorize(String orderId, String cardToken, long amount) {
        return retryTemplate.execute(ctx -> restClient.post()
                .uri("/v2/authorizations")
                .contentType(MediaType.APPLICATION_JSON)
                .header("Idempotency-Key", "auth-" + orderId)
                .body(Map.of("card_token", cardToken, "amount", amount, "currency", "JPY"))
                .retrieve()
                .body(AuthorizeResult.class));
    }

    public void capture(String authorizationId) {
        retryTemplate.execute(ctx -> restClient.post()
                .uri("/v2/authorizations/{id}/capture", authorizationId)
                .header("Idempotency-Key", "cap-" + authorizationId)
                .retrieve()
                .toBodilessEntity());
    }
}
