package com.acme.predict.api;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PredictionDtoTest {

    @Test
    void roundsToThreeDecimals() {
        assertThat(PredictionDto.round3(0.7364918203)).isEqualTo(0.736);
        assertThat(PredictionDto.round3(0.7365)).isEqualTo(0.737);
        assertThat(PredictionDto.round3(1.0)).isEqualTo(1.0);
    }
}
