package com.yunpay.settlement.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import com.yunpay.settlement.report.Transaction.Type;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportServiceTest {

    private final TransactionRepository repo = mock(TransactionRepository.class);
    private final ReportService service = new ReportService(repo);

    private static Transaction tx(long id, Type type, String amount, String fee, int day) {
        return new Transaction(id, "M1", type, new BigDecimal(amount), new BigDecimal(fee),
                LocalDateTime.of(2025, 10, day, 10, 0));
    }

    @Test
    void sumsPaymentsRefundsAndFees() {
        when(repo.findForPeriod(eq("M1"), any(), any())).thenReturn(List.of(
                tx(1, Type.PAYMENT, "100.00", "0.60", 3),
                tx(2, Type.PAYMENT, "50.00", "0.30", 9),
                tx(3, Type.REFUND, "20.00", "0.00", 12)));
        MonthlyReport r = service.monthly("M1", YearMonth.of(2025, 10));
        assertThat(r.paymentCount()).isEqualTo(2);
        assertThat(r.grossAmount()).isEqualByComparingTo("150.00");
        assertThat(r.netAmount()).isEqualByComparingTo("129.10");
    }

    @Test
    void emptyMonth() {
        when(repo.findForPeriod(eq("M1"), any(), any())).thenReturn(List.of());
        assertThat(service.monthly("M1", YearMonth.of(2025, 10)).isEmpty()).isTrue();
    }
}
