package com.acme.risk.service;

import com.acme.risk.api.ScoreResponse;
import com.acme.risk.client.ModelClient;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.stereotype.Service;

@Service
public class ScoreService {

    private final ModelClient client;
    private final ModelRegistry registry;
    private final FeatureRepository features;
    private final Clock clock;

    public ScoreService(ModelClient client, ModelRegistry registry, FeatureRepository features, Clock clock) {
        this.client = client;
        this.registry = registry;
        this.features = features;
        this.clock = clock;
    }

    public String currentModelVersion() {
        return registry.currentVersion();
    }

    @Cacheable(cacheNames = "scores", key = "#customerId")
    public ScoreResponse getScore(String customerId) {
        Map<String, Double> x = features.forCustomer(customerId);
        String version = registry.currentVersion();
        double score = client.predict(version, x);
        return new ScoreResponse(customerId, score, ScoreResponse.bandFor(score), version, Instant.now(clock));
    }

    @Cacheable(cacheNames = "explanations", key = "#customerId + ':' + @modelRegistry.currentVersion()")
    public Map<String, Double> explain(String customerId) {
        Map<String, Double> x = features.forCustomer(customerId);
        return client.explain(registry.currentVersion(), x);
    }
}
