package com.hexin.report.csv;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** One line of the reconciliation detail (recon_detail joined with orders). */
public record ReconRow(
        String orderNo,
        String channel,
        LocalDate bizDate,
        Instant paidAt,
        BigDecimal amount,
        BigDecimal received,
        BigDecimal channelFee,
        BigDecimal refunded,
        Instant refundedAt) {
}
