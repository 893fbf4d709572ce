package jp.co.hanamaru.admin.report;

import java.time.LocalDate;

public record DailySales(LocalDate salesDate, long orderCount, long grossAmount) {
}
