package com.acme.predict.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.acme.predict.api.PageResult;
import com.acme.predict.api.PredictionDto;
import com.acme.predict.domain.Prediction;
import com.acme.predict.domain.PredictionRepository;
import java.time.Instant;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PredictionServiceTest {

    PredictionRepository repository = mock(PredictionRepository.class);
    PredictionService service = new PredictionService(repository);

    @BeforeEach
    void twentyThreePredictions() {
        Instant t0 = Instant.parse("2025-11-01T00:00:00Z");
        List<Prediction> rows = LongStream.rangeClosed(1, 23)
                .mapToObj(i -> new Prediction(i, "m1", "e" + i, i / 100.0, t0.plusSeconds(i * 60)))
                .toList();
        when(repository.findByModelId("m1")).thenReturn(rows);
    }

    @Test
    void firstPage() {
        PageResult<PredictionDto> page = service.page("m1", 1, 10);
        assertThat(page.items()).hasSize(10);
        assertThat(page.total()).isEqualTo(23);
        assertThat(page.totalPages()).isEqualTo(3);
        assertThat(page.hasNext()).isTrue();
    }

    @Test
    void lastPageReturnsRemainder() {
        PageResult<PredictionDto> page = service.page("m1", 3, 10);
        assertThat(page.items()).hasSize(3);
        assertThat(page.hasNext()).isFalse();
    }

    @Test
    void sizeIsCapped() {
        assertThat(service.page("m1", 1, 1000).size()).isEqualTo(PredictionService.MAX_SIZE);
    }

    @Test
    void pageZeroIsRejected() {
        assertThatThrownBy(() -> service.page("m1", 0, 10)).isInstanceOf(IllegalArgumentException.class);
    }
}
