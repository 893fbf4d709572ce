package com.acme.summarizer.ai;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

@Component
public class OpenAiClient {
    private static final int MAX_RETRIES = 4;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final LlmProperties props;

    public OpenAiClient(LlmProperties props) {
        this.props = props;
    }

    public String chat(List<Map<String, String>> messages) throws Exception {
        String body = json.writeValueAsString(Map.of(
                "model", props.model(),
                "messages", messages,
                "max_tokens", props.maxOutputTokens(),
                "temperature", 0.2));
        HttpRequest req = HttpRequest.newBuilder(URI.create(props.baseUrl() + "/chat/completions"))
                .timeout(Duration.ofSeconds(90))
                .header("Authorization", "Bearer " + props.apiKey())
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        for (int attempt = 1; resp.statusCode() == 429 && attempt <= MAX_RETRIES; attempt++) {
            Thread.sleep(retryDelayMillis(resp, attempt));
            resp = http.send(req, HttpResponse.BodyHandlers.ofString());
        }
        if (resp.statusCode() != 200) {
            throw new IllegalStateException("openai " + resp.statusCode() + ": " + resp.body());
        }
        JsonNode root = json.readTree(resp.body());
        return root.path("choices").path(0).path("message").path("content").asText();
    }

    /** OpenAI sends retry-after-ms / retry-after; otherwise back off 2s, 4s, 8s. */
    static long retryDelayMillis(HttpResponse<?> resp, int attempt) {
        var ms = resp.headers().firstValue("retry-after-ms");
        if (ms.isPresent()) {
            return (long) Double.parseDouble(ms.get()) + 100;
        }
        var secs = resp.headers().firstValue("retry-after");
        if (secs.isPresent()) {
            return (long) (Double.parseDouble(secs.get()) * 1000) + 100;
        }
        return 1000L << attempt;
    }
}
