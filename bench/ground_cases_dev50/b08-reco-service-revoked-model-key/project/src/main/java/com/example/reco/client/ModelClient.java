package com.example.reco.client;

import java.util.List;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientResponseException;

/** Calls model-gateway's /v1/score for a user's candidate items. */
@Component
public class ModelClient {
    private static final Logger log = LoggerFactory.getLogger(ModelClient.class);

    public record Scored(String itemId, double score) {}

    private record ScoreResponse(List<Scored> items) {}

    private final RestClient http;
    private final ModelProperties props;

    public ModelClient(RestClient.Builder builder, ModelProperties props) {
        var factory = new SimpleClientHttpRequestFactory();
        factory.setConnectTimeout(props.connectTimeout());
        factory.setReadTimeout(props.readTimeout());
        this.props = props;
        this.http = builder.baseUrl(props.baseUrl())
                .requestFactory(factory)
                .defaultHeader("X-Api-Key", props.apiKey())
                .build();
    }

    public List<Scored> score(String userId, int limit) {
        try {
            var body = Map.of("model", props.modelName(), "user_id", userId, "limit", limit);
            var response = http.post().uri("/v1/score").body(body).retrieve().body(ScoreResponse.class);
            return response == null ? List.of() : response.items();
        } catch (RestClientResponseException e) {
            log.warn("model call failed status={} body={}", e.getStatusCode().value(), e.getResponseBodyAsString());
            throw new ModelUnavailableException(e);
        } catch (RuntimeException e) {
            log.warn("model call failed: {}", e.toString());
            throw new ModelUnavailableException(e);
        }
    }

    public static class ModelUnavailableException extends RuntimeException {
        public ModelUnavailableException(Throwable cause) {
            super(cause);
        }
    }
}
