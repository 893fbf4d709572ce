package com.lanshan.report;

import java.time.LocalDate;
import java.util.List;

/** Small value types of the report API. */
final class Models {
    private Models() {
    }
}

record DateRange(LocalDate from, LocalDate to) {
    DateRange {
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("to before from: " + from + " > " + to);
        }
    }

    long days() {
        return to.toEpochDay() - from.toEpochDay() + 1;
    }
}

record ProductSales(String sku, String name, long revenueFen) {
}

record WeeklyReport(
        DateRange range,
        long visits,
        long orders,
        double conversionRate,
        List<ProductSales> topProducts) {
}

record DailySummary(LocalDate day, long visits, long orders, double conversionRate) {
}
