package com.acme.summarizer.ai;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "llm")
public record LlmProperties(
        String baseUrl,
        String apiKey,
        String model,
        int maxOutputTokens,
        int contextBudgetTokens) {
}
