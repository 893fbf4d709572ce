package jp.example.salon.reservation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class CancellationPolicyTest {

    private CancellationPolicy policyAt(LocalDateTime fixedNow) {
        return new CancellationPolicy() {
            @Override
            LocalDateTime now() {
                return fixedNow;
            }
        };
    }

    @Test
    void freeWhenMoreThan24HoursLeft() {
        var p = policyAt(LocalDateTime.of(2025, 6, 1, 10, 0));
        assertThat(p.isFreeCancellation(LocalDateTime.of(2025, 6, 2, 11, 0))).isTrue();
    }

    @Test
    void halfFeeWithin24Hours() {
        var p = policyAt(LocalDateTime.of(2025, 6, 1, 10, 0));
        assertThat(p.feeRate(LocalDateTime.of(2025, 6, 1, 20, 0))).isEqualTo(0.5);
    }

    @Test
    void fullFeeAfterStart() {
        var p = policyAt(LocalDateTime.of(2025, 6, 1, 10, 0));
        assertThat(p.feeRate(LocalDateTime.of(2025, 6, 1, 9, 0))).isEqualTo(1.0);
    }
}
