package io.seatwise.billing;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;

import org.junit.jupiter.api.Test;

class ProrationServiceTest {

    private final ProrationService service = new ProrationService();

    @Test
    void changeOnFirstDayChargesFullMonth() {
        BigDecimal charge = service.prorate(new BigDecimal("30.00"), LocalDate.of(2025, 11, 1), LocalDate.of(2025, 12, 1), LocalDate.of(2025, 11, 1));
        assertThat(charge).isEqualByComparingTo("30.00");
    }
}
