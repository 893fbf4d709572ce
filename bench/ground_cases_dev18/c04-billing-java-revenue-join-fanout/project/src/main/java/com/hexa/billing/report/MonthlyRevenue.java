package com.hexa.billing.report;

import java.math.BigDecimal;
import java.time.YearMonth;

public record MonthlyRevenue(YearMonth month, long orderCount, long itemCount, BigDecimal revenue) {
}
