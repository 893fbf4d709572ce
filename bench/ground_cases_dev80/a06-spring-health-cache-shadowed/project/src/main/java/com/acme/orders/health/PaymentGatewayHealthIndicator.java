package com.acme.orders.health;

import java.time.Duration;
import java.time.Instant;

import com.acme.orders.payments.PaymentGatewayClient;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.stereotype.Component;

@Component("paymentGateway")
public class PaymentGatewayHealthIndicator implements HealthIndicator {

    private static final Duration TTL = Duration.ofSeconds(30);

    private final PaymentGatewayClient client;
    private volatile Health cached;
    private volatile Instant lastCheck = Instant.EPOCH;

    public PaymentGatewayHealthIndicator(PaymentGatewayClient client) {
        this.client = client;
    }

    @Override
    public Health health() {
        if (cached != null && Instant.now().isBefore(lastCheck.plus(TTL))) {
            return cached;
        }
        Health result = check();
        cached = result;
        Instant lastCheck = Instant.now();
        return result;
    }

    Health check() {
        try {
            return client.ping() ? Health.up().build() : Health.down().withDetail("reason", "non-2xx").build();
        } catch (Exception e) {
            return Health.down(e).build();
        }
    }
}
