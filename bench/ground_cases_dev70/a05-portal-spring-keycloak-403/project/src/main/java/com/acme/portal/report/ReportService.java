package com.acme.portal.report;

import java.time.LocalDate;
import java.util.List;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Service;

@Service
public class ReportService {

    public record DailyCount(LocalDate day, long count) {}

    private final JdbcTemplate jdbc;

    public ReportService(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<DailyCount> signupsPerDay(LocalDate from, LocalDate to) {
        return jdbc.query(
                "SELECT created_at::date AS day, count(*) AS n FROM users "
                        + "WHERE created_at >= ? AND created_at < ? + 1 GROUP BY 1 ORDER BY 1",
                (rs, i) -> new DailyCount(rs.getObject("day", LocalDate.class), rs.getLong("n")),
                from, to);
    }

    public long activeUsers(int days) {
        Long n = jdbc.queryForObject(
                "SELECT count(*) FROM users WHERE last_seen_at > now() - make_interval(days => ?)", Long.class, days);
        return n == null ? 0 : n;
    }
}
