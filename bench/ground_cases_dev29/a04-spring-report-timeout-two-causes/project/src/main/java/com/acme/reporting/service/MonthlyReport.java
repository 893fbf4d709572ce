package com.acme.reporting.service;

import java.math.BigDecimal;
import java.time.YearMonth;
import java.util.Map;

public record MonthlyReport(YearMonth month, String currency, int invoiceCount,
                            BigDecimal total, Map<String, BigDecimal> byCategory) {
}
