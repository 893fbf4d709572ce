package com.hualu.billing.payment;

import java.math.BigDecimal;
import java.util.Map;

import io.micrometer.core.instrument.MeterRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.ResourceAccessException;
import org.springframework.web.client.RestClient;

@Component
public class PaymentClient {

    private static final Logger log = LoggerFactory.getLogger(PaymentClient.class);

    private final RestClient http;
    private final PaymentProperties props;
    private final MeterRegistry meters;

    public PaymentClient(RestClient paymentRestClient, PaymentProperties props, MeterRegistry meters) {
        this.http = paymentRestClient;
        this.props = props;
        this.meters = meters;
    }

    public ChargeResult charge(String orderId, BigDecimal amount, String currency) {
        long started = System.currentTimeMillis();
        ResourceAccessException last = null;
        for (int attempt = 0; attempt <= props.maxRetries(); attempt++) {
            try {
                return http.post()
                        .uri("/charges/{orderId}", orderId)
                        .body(Map.of("amount", amount.toPlainString(), "currency", currency))
                        .retrieve()
                        .body(ChargeResult.class);
            } catch (ResourceAccessException ex) {
                last = ex;
                log.warn("charge attempt {} for {} failed: {}", attempt + 1, orderId, ex.getMessage());
                recordRetry(ex);
            }
        }
        log.error("charge failed after {}ms: {}", System.currentTimeMillis() - started, last.getMessage());
        throw new PaymentUnavailableException(orderId, last);
    }

    private void recordRetry(ResourceAccessException ex) {
        meters.counter("payment.retries",
                "reason", String.valueOf(ex.getMessage()))
                .increment();
    }

    public record ChargeResult(String id, String status) {
    }
}
