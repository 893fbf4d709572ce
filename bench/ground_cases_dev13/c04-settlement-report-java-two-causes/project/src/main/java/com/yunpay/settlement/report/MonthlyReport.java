package com.yunpay.settlement.report;

import java.math.BigDecimal;
import java.time.YearMonth;

/** What the merchant portal shows for one month, and what goes into the PDF statement. */
public record MonthlyReport(
        String merchantId,
        YearMonth month,
        int paymentCount,
        BigDecimal grossAmount,
        BigDecimal refundAmount,
        BigDecimal feeAmount,
        BigDecimal netAmount,
        long chargebacks) {

    public String summaryLine(MoneyFormat fmt) {
        return String.format("%s %s: %d payments, gross %s, refunds %s, fees %s, net %s",
                merchantId, month, paymentCount,
                fmt.format(grossAmount), fmt.format(refundAmount), fmt.format(feeAmount), fmt.format(netAmount));
    }

    public boolean isEmpty() {
        return paymentCount == 0 && refundAmount.signum() == 0;
    }

    public static MonthlyReport empty(String merchantId, YearMonth month) {
        return new MonthlyReport(merchantId, month, 0, BigDecimal.ZERO, BigDecimal.ZERO,
                BigDecimal.ZERO, BigDecimal.ZERO, 0);
    }
}
