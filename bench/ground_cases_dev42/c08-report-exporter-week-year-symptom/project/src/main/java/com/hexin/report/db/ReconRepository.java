package com.hexin.report.db;

import com.hexin.report.csv.ReconRow;

import javax.sql.DataSource;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

public final class ReconRepository {

    private static final String SQL = """
            SELECT o.order_no, o.channel, d.biz_date, o.paid_at, o.amount,
                   d.received_amount, d.channel_fee, d.refund_amount, d.refunded_at
              FROM recon_detail d
              JOIN orders o ON o.id = d.order_id
             WHERE d.biz_date = ?
             ORDER BY o.paid_at
            """;

    private final DataSource dataSource;

    public ReconRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    public List<ReconRow> findByBizDate(LocalDate bizDate) throws SQLException {
        try (Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(SQL)) {
            ps.setDate(1, Date.valueOf(bizDate));
            List<ReconRow> rows = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(new ReconRow(
                            rs.getString("order_no"),
                            rs.getString("channel"),
                            rs.getDate("biz_date").toLocalDate(),
                            instant(rs.getTimestamp("paid_at")),
                            rs.getBigDecimal("amount"),
                            rs.getBigDecimal("received_amount"),
                            nz(rs.getBigDecimal("channel_fee")),
                            nz(rs.getBigDecimal("refund_amount")),
                            instant(rs.getTimestamp("refunded_at"))));
                }
            }
            return rows;
        }
    }

    private static Instant instant(Timestamp ts) {
        return ts == null ? null : ts.toInstant();
    }

    private static BigDecimal nz(BigDecimal v) {
        return v == null ? BigDecimal.ZERO : v;
    }
}
