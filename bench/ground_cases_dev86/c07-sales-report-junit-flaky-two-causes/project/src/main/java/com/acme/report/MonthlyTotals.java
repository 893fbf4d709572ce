package com.acme.report;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.Map;

public record MonthlyTotals(YearMonth month, int orderCount, BigDecimal revenue, Map<String, BigDecimal> byStore) {

    public BigDecimal averageOrder() {
        if (orderCount == 0) {
            return BigDecimal.ZERO;
        }
        return revenue.divide(BigDecimal.valueOf(orderCount), 2, java.math.RoundingMode.HALF_UP);
    }
}
