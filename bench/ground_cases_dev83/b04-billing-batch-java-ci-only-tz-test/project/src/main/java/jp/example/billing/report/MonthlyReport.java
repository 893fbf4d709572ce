package jp.example.billing.report;

import java.math.BigDecimal;
import java.time.YearMonth;

public record MonthlyReport(YearMonth month, int orderCount, BigDecimal total) {
}
