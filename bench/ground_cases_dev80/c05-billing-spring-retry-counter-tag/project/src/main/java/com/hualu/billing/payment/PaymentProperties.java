package com.hualu.billing.payment;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings for the PayNow HTTP client, bound from {@code payments.client.*}.
 */
@ConfigurationProperties(prefix = "payments.client")
public record PaymentProperties(
        String baseUrl,
        @DefaultValue("2s") Duration connectTimeout,
        @DefaultValue("10s") Duration readTimeout,
        @DefaultValue("2") int maxRetries) {
}
