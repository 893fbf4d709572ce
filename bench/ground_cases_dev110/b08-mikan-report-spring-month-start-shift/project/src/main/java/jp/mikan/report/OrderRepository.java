package jp.mikan.report;

import java.time.Instant;
import java.util.List;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class OrderRepository {

    private final JdbcTemplate jdbc;

    public OrderRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Order> findPaidBetween(Instant from, Instant to) {
        return jdbc.query(
                "SELECT id, amount_yen, paid_at FROM orders"
                        + " WHERE status = 'PAID' AND paid_at >= ? AND paid_at < ?"
                        + " ORDER BY paid_at",
                (rs, i) -> new Order(
                        rs.getLong("id"),
                        rs.getLong("amount_yen"),
                        rs.getTimestamp("paid_at").toInstant()),
                java.sql.Timestamp.from(from),
                java.sql.Timestamp.from(to));
    }
}

record Order(long id, long amountYen, Instant paidAt) {
}
