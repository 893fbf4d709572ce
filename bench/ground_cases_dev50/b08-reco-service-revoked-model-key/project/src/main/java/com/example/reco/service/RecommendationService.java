package com.example.reco.service;

import java.util.List;

import org.springframework.stereotype.Service;

import com.example.reco.client.ModelClient;
import com.example.reco.client.ModelClient.ModelUnavailableException;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

@Service
public class RecommendationService {
    public record Recommendations(String userId, List<String> itemIds, String source) {}

    private final ModelClient model;
    private final PopularItems popular;
    private final Counter fallbacks;

    public RecommendationService(ModelClient model, PopularItems popular, MeterRegistry registry) {
        this.model = model;
        this.popular = popular;
        this.fallbacks = Counter.builder("reco_fallback_total").register(registry);
    }

    public Recommendations forUser(String userId, int limit) {
        try {
            var scored = model.score(userId, limit);
            if (!scored.isEmpty()) {
                return new Recommendations(userId, scored.stream().map(ModelClient.Scored::itemId).toList(), "model");
            }
        } catch (ModelUnavailableException e) {
            // logged in ModelClient
        }
        fallbacks.increment();
        return new Recommendations(userId, popular.top(limit), "popular");
    }
}
