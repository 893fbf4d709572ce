package com.acme.orders.payments;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "payments.gateway")
public record PaymentGatewayProperties(
        String baseUrl,
        Duration connectTimeout,
        Duration readTimeout) {
}
