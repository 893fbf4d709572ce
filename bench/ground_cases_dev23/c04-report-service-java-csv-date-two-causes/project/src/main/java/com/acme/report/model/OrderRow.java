package com.acme.report.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One line of the order export. {@code orderDate} is the business date of the
 * order in the merchant's time zone (Asia/Shanghai), computed in SQL.
 */
public record OrderRow(
        String number,
        String customerName,
        BigDecimal amount,
        Instant createdAt,
        LocalDate orderDate) {
}
