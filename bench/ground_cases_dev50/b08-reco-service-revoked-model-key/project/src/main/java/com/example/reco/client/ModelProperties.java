package com.example.reco.client;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "reco.model")
public record ModelProperties(
        String baseUrl,
        String apiKey,
        String modelName,
        Duration connectTimeout,
        Duration readTimeout) {
}
