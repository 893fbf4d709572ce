package com.northwind.reports.domain;

import java.math.BigDecimal;
import java.util.Map;

public record MonthlyReport(
        long tenantId,
        int year,
        int month,
        int orderCount,
        long refundedCount,
        BigDecimal total,
        BigDecimal averageOrder,
        Map<String, Long> ordersByChannel) {
}
