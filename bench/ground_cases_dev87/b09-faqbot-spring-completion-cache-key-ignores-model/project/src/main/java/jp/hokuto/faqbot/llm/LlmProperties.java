package jp.hokuto.faqbot.llm;

import org.springframework.boot.context.properties.ConfigurationProperties;

@ConfigurationProperties(prefix = "faqbot.llm")
public record LlmProperties(
        String provider,
        String model,
        double temperature,
        int maxTokens,
        String openaiApiKey,
        String anthropicApiKey) {
}
