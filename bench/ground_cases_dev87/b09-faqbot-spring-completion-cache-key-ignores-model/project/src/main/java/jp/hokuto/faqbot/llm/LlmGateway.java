package jp.hokuto.faqbot.llm;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

import jp.hokuto.faqbot.cache.CompletionCache;

@Component
public class LlmGateway {

    private final LlmProperties props;
    private final CompletionCache cache;
    private final RestClient http = RestClient.create();

    public LlmGateway(LlmProperties props, CompletionCache cache) {
        this.props = props;
        this.cache = cache;
    }

    public String complete(String systemPrompt, String userPrompt) {
        return cache.getOrCompute(systemPrompt, userPrompt, () -> switch (props.provider()) {
            case "anthropic" -> callAnthropic(systemPrompt, userPrompt);
            case "openai" -> callOpenAi(systemPrompt, userPrompt);
            default -> throw new IllegalStateException("unknown provider: " + props.provider());
        });
    }

    private String callOpenAi(String system, String user) {
        JsonNode body = http.post()
                .uri("https://api.openai.com/v1/chat/completions")
                .header("Authorization", "Bearer " + props.openaiApiKey())
                .body(Map.of(
                        "model", props.model(),
                        "temperature", props.temperature(),
                        "max_tokens", props.maxTokens(),
                        "messages", List.of(
                                Map.of("role", "system", "content", system),
                                Map.of("role", "user", "content", user))))
                .retrieve()
                .body(JsonNode.class);
        return body.path("choices").path(0).path("message").path("content").asText();
    }

    private String callAnthropic(String system, String user) {
        JsonNode body = http.post()
                .uri("https://api.anthropic.com/v1/messages")
                .header("x-api-key", props.anthropicApiKey())
                .header("anthropic-version", "2023-06-01")
                .body(Map.of(
                        "model", props.model(),
                        "temperature", props.temperature(),
                        "max_tokens", props.maxTokens(),
                        "system", system,
                        "messages", List.of(Map.of("role", "user", "content", user))))
                .retrieve()
                .body(JsonNode.class);
        return body.path("content").path(0).path("text").asText();
    }
}
