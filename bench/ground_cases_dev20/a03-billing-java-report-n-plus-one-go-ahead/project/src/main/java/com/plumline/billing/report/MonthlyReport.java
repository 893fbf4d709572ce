package com.plumline.billing.report;

import java.time.YearMonth;
import java.util.List;

public record MonthlyReport(YearMonth month, long orderCount, long revenueCents, List<CustomerLine> customers) {

    public record CustomerLine(long customerId, String customerName, long orderCount, long revenueCents) {
    }
}
