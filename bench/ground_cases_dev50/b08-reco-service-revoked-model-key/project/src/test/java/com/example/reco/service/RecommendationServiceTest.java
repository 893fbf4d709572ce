package com.example.reco.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.example.reco.client.ModelClient;
import com.example.reco.client.ModelClient.ModelUnavailableException;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

class RecommendationServiceTest {
    private final ModelClient model = mock(ModelClient.class);
    private final PopularItems popular = mock(PopularItems.class);
    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final RecommendationService service = new RecommendationService(model, popular, registry);

    @Test
    void usesTheModelWhenItAnswers() {
        when(model.score(anyString(), anyInt())).thenReturn(List.of(new ModelClient.Scored("i1", 0.9)));
        assertThat(service.forUser("u1", 5).source()).isEqualTo("model");
    }

    @Test
    void fallsBackToPopularWhenTheModelFails() {
        when(model.score(anyString(), anyInt())).thenThrow(new ModelUnavailableException(new RuntimeException("401")));
        when(popular.top(5)).thenReturn(List.of("p1", "p2"));
        var result = service.forUser("u1", 5);
        assertThat(result.source()).isEqualTo("popular");
        assertThat(result.itemIds()).containsExactly("p1", "p2");
        assertThat(registry.counter("reco_fallback_total").count()).isEqualTo(1.0);
    }
}
