package com.acme.risk.client;

import java.time.Duration;
import java.util.Map;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.client.SimpleClientHttpRequestFactory;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClient;

/** Thin client for the Python model server (TF-Serving style REST). */
@Component
public class ModelClient {

    private final RestClient http;

    public ModelClient(@Value("${risk.model-server.base-url}") String baseUrl,
                       @Value("${risk.model-server.timeout-ms}") int timeoutMs) {
        var factory = new SimpleClientHttpRequestFactory();
        factory.setConnectTimeout(Duration.ofMillis(timeoutMs));
        factory.setReadTimeout(Duration.ofMillis(timeoutMs));
        this.http = RestClient.builder().baseUrl(baseUrl).requestFactory(factory).build();
    }

    public double predict(String version, Map<String, Double> features) {
        var body = http.post().uri("/v1/models/risk/versions/{v}:predict", version)
                .body(Map.of("instances", new Object[] {features}))
                .retrieve().body(PredictResponse.class);
        return body.predictions()[0];
    }

    @SuppressWarnings("unchecked")
    public Map<String, Double> explain(String version, Map<String, Double> features) {
        return http.post().uri("/v1/models/risk/versions/{v}:explain", version)
                .body(Map.of("instances", new Object[] {features}))
                .retrieve().body(Map.class);
    }

    public String liveVersion() {
        return http.get().uri("/v1/models/risk/live").retrieve().body(String.class).strip();
    }

    record PredictResponse(double[] predictions) {}
}
