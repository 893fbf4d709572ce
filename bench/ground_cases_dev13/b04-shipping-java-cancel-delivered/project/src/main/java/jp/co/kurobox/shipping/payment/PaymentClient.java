package jp.co.kurobox.shipping.payment;

import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Thin client for the payment service (refunds only; captures happen at checkout). */
@Component
public class PaymentClient {

    private final RestClient http;

    public PaymentClient(RestClient.Builder builder, @Value("${payment.base-url}") String baseUrl) {
        this.http = builder.baseUrl(baseUrl).build();
    }

    /** Refunds the full amount of a captured payment. Idempotent on the payment side. */
    public void refund(String paymentId, long amountYen) {
        http.post()
                .uri("/payments/{id}/refunds", paymentId)
                .body(Map.of("amount", amountYen, "currency", "JPY"))
                .retrieve()
                .toBodilessEntity();
    }

    public boolean isCaptured(String paymentId) {
        Map<?, ?> body = http.get()
                .uri("/payments/{id}", paymentId)
                .retrieve()
                .body(Map.class);
        return body != null && "captured".equals(body.get("status"));
    }
}
