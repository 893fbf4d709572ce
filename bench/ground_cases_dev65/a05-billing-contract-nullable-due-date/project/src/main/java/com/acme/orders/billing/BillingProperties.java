package com.acme.orders.billing;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "billing")
public record BillingProperties(
        String baseUrl,
        Duration connectTimeout,
        Duration readTimeout,
        int reminderDaysBeforeDue) {
}
