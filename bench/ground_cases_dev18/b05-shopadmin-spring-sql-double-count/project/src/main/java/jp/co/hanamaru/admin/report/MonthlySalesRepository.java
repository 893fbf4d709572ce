package jp.co.hanamaru.admin.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.List;

import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class MonthlySalesRepository {

    private static final ZoneId JST = ZoneId.of("Asia/Tokyo");

    private final NamedParameterJdbcTemplate jdbc;
    private final String sql;

    public MonthlySalesRepository(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.sql = load("sql/monthly_sales.sql");
    }

    public List<DailySales> findByMonth(YearMonth month) {
        OffsetDateTime from = month.atDay(1).atStartOfDay(JST).toOffsetDateTime();
        OffsetDateTime to = month.plusMonths(1).atDay(1).atStartOfDay(JST).toOffsetDateTime();
        var params = new MapSqlParameterSource()
                .addValue("from", from)
                .addValue("to", to);
        return jdbc.query(sql, params, (rs, i) -> new DailySales(
                rs.getObject("sales_date", java.time.LocalDate.class),
                rs.getLong("order_count"),
                rs.getLong("gross_amount")));
    }

    private static String load(String path) {
        try {
            return new ClassPathResource(path).getContentAsString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
