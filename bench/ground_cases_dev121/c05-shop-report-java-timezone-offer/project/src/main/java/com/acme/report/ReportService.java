package com.acme.report;

import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

@Service
public class ReportService {

    private final JdbcTemplate jdbc;

    public ReportService(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public record DailyRow(String shop, long orders, long amountFen) {}

    public record Range(ZonedDateTime from, ZonedDateTime to) {}

    public Range yesterdayRange() {
        LocalDate yesterday = LocalDate.now().minusDays(1);
        ZonedDateTime from = yesterday.atStartOfDay(ZoneId.systemDefault());
        return new Range(from, from.plusDays(1));
    }

    public List<DailyRow> daily(Range range) {
        return jdbc.query(
            "SELECT shop_code, COUNT(*) AS orders, SUM(amount_fen) AS amount FROM orders "
                + "WHERE paid_at >= ? AND paid_at < ? GROUP BY shop_code ORDER BY shop_code",
            (rs, i) -> new DailyRow(rs.getString("shop_code"), rs.getLong("orders"), rs.getLong("amount")),
            range.from().toOffsetDateTime(), range.to().toOffsetDateTime());
    }

    public String toCsv(List<DailyRow> rows) {
        StringBuilder sb = new StringBuilder("门店,订单数,金额(元)\n");
        for (DailyRow r : rows) {
            sb.append(r.shop()).append(',').append(r.orders()).append(',')
                .append(String.format("%.2f", r.amountFen() / 100.0)).append('\n');
        }
        return sb.toString();
    }
}
