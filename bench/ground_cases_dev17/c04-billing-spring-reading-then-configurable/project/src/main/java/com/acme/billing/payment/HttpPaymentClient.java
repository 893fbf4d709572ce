package com.acme.billing.payment;

import java.net.SocketTimeoutException;
import java.util.Map;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientResponseException;

@Component
public class HttpPaymentClient implements PaymentClient {

    private final RestClient http;

    public HttpPaymentClient(RestClient paymentRestClient, @Value("${payment.gateway.merchant-id}") String merchantId) {
        this.http = paymentRestClient.mutate().defaultHeader("X-Merchant-Id", merchantId).build();
    }

    @Override
    public ChargeResult charge(ChargeRequest request) {
        return call(() -> http.post().uri("/charges")
                .header("Idempotency-Key", request.idempotencyKey())
                .body(Map.of("customer", request.customerId(), "amount", request.amountCents(),
                        "currency", request.currency(), "description", request.description()))
                .retrieve()
                .body(ChargeResult.class));
    }

    @Override
    public RefundResult refund(RefundRequest request) {
        return call(() -> http.post().uri("/charges/{id}/refunds", request.chargeId())
                .body(Map.of("amount", request.amountCents(), "reason", request.reason()))
                .retrieve()
                .body(RefundResult.class));
    }

    private static <T> T call(java.util.function.Supplier<T> action) {
        try {
            return action.get();
        } catch (RestClientResponseException e) {
            throw PaymentException.fromStatus(e.getStatusCode().value(), e.getResponseBodyAsString());
        } catch (ResourceAccessException e) {
            if (e.getCause() instanceof SocketTimeoutException) {
                throw PaymentException.timeout(e);
            }
            throw new PaymentException("gateway unreachable", 0, true, e);
        }
    }
}
