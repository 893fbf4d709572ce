package jp.minato.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class LoanServiceTest {
    private static final LocalDate DUE = LocalDate.of(2025, 11, 1);

    @Test
    void noFeeWhenOnTime() {
        assertEquals(0, LoanService.lateFee(DUE, DUE));
        assertEquals(0, LoanService.lateFee(DUE, DUE.minusDays(3)));
    }

    @Test
    void tenYenPerDay() {
        assertEquals(10, LoanService.lateFee(DUE, DUE.plusDays(1)));
        assertEquals(70, LoanService.lateFee(DUE, DUE.plusDays(7)));
        assertEquals(80, LoanService.lateFee(DUE, DUE.plusDays(8)));
    }
}
