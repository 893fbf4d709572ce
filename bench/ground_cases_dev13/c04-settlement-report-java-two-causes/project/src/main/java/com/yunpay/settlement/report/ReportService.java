package com.yunpay.settlement.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.util.List;
import org.springframework.stereotype.Service;

@Service
public class ReportService {

    private final TransactionRepository transactions;

    public ReportService(TransactionRepository transactions) {
        this.transactions = transactions;
    }

    public MonthlyReport monthly(String merchantId, YearMonth month) {
        LocalDateTime from = month.atDay(1).atStartOfDay();
        LocalDateTime to = month.atEndOfMonth().atStartOfDay();
        List<Transaction> txs = transactions.findForPeriod(merchantId, from, to);
        if (txs.isEmpty()) {
            return MonthlyReport.empty(merchantId, month);
        }

        int payments = 0;
        double gross = 0;
        double refunds = 0;
        double fees = 0;
        for (Transaction tx : txs) {
            switch (tx.getType()) {
                case PAYMENT -> {
                    payments++;
                    gross += tx.getAmount().doubleValue();
                }
                case REFUND, CHARGEBACK -> refunds += tx.getAmount().doubleValue();
            }
            fees += tx.getFee().doubleValue();
        }
        double net = gross - refunds - fees;

        return new MonthlyReport(merchantId, month, payments,
                money(gross), money(refunds), money(fees), money(net),
                transactions.countChargebacks(merchantId, from, to));
    }

    private static BigDecimal money(double value) {
        return BigDecimal.valueOf(value).setScale(2, RoundingMode.HALF_UP);
    }
}
