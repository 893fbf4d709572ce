package com.harbor.triage.llm;

import java.time.Duration;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class LlmConfig {

    @Bean
    LlmClient llmClient(@Value("${triage.provider}") String provider,
                        @Value("${triage.openai.model}") String openaiModel,
                        @Value("${triage.openai.api-key}") String apiKey,
                        @Value("${triage.ollama.base-url}") String ollamaUrl,
                        @Value("${triage.ollama.model}") String ollamaModel,
                        @Value("${triage.ollama.timeout-seconds}") long timeoutSeconds) {
        return switch (provider) {
            case "openai" -> new OpenAiClient(apiKey, openaiModel);
            case "ollama" -> new OllamaClient(ollamaUrl, ollamaModel, Duration.ofSeconds(timeoutSeconds));
            default -> throw new IllegalStateException("unknown triage.provider: " + provider);
        };
    }
}
