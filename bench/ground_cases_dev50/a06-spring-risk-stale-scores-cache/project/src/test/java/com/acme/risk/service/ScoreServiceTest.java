package com.acme.risk.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.anyMap;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.acme.risk.api.ScoreResponse;
import com.acme.risk.client.ModelClient;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ScoreServiceTest {

    private final ModelClient client = mock(ModelClient.class);
    private final ModelRegistry registry = mock(ModelRegistry.class);
    private final FeatureRepository features = mock(FeatureRepository.class);
    private final Clock clock = Clock.fixed(Instant.parse("2025-10-01T10:00:00Z"), ZoneOffset.UTC);
    private ScoreService service;

    @BeforeEach
    void setUp() {
        service = new ScoreService(client, registry, features, clock);
        when(registry.currentVersion()).thenReturn("2025-09-r2");
        when(features.forCustomer("c-1")).thenReturn(Map.of("utilization", 0.91));
    }

    @Test
    void scoresWithTheLiveModel() {
        when(client.predict(eq("2025-09-r2"), anyMap())).thenReturn(0.83);
        ScoreResponse r = service.getScore("c-1");
        assertThat(r).isEqualTo(new ScoreResponse("c-1", 0.83, "high", "2025-09-r2", Instant.parse("2025-10-01T10:00:00Z")));
    }

    @Test
    void bands() {
        assertThat(ScoreResponse.bandFor(0.8)).isEqualTo("high");
        assertThat(ScoreResponse.bandFor(0.5)).isEqualTo("medium");
        assertThat(ScoreResponse.bandFor(0.49)).isEqualTo("low");
    }
}
