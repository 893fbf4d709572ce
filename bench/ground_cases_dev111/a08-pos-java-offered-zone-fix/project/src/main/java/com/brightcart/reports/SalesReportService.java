package com.brightcart.reports;

import com.brightcart.store.Store;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.springframework.stereotype.Service;

@Service
public class SalesReportService {
    private final SaleRepository sales;

    public SalesReportService(SaleRepository sales) {
        this.sales = sales;
    }

    public record DailySales(Long storeId, LocalDate day, long receipts, BigDecimal revenue) {}

    public DailySales daily(Store store, LocalDate day) {
        Instant[] bounds = dayBounds(day);
        long receipts = sales.countByStoreIdAndPaidAtBetween(store.getId(), bounds[0], bounds[1]);
        BigDecimal revenue = sales.sumTotalByStoreIdAndPaidAtBetween(store.getId(), bounds[0], bounds[1]);
        return new DailySales(store.getId(), day, receipts, revenue == null ? BigDecimal.ZERO : revenue);
    }

    /** [start, end) of the sales day. */
    static Instant[] dayBounds(LocalDate day) {
        Instant start = day.atStartOfDay(ZoneOffset.UTC).toInstant();
        return new Instant[] { start, start.plus(1, ChronoUnit.DAYS) };
    }
}
