package com.acme.reporting.report;

import java.math.BigDecimal;
import java.time.YearMonth;

public record MonthlyTotal(YearMonth month, long orderCount, BigDecimal revenue) {

    public static MonthlyTotal empty(YearMonth month) {
        return new MonthlyTotal(month, 0, BigDecimal.ZERO.setScale(2));
    }
}
