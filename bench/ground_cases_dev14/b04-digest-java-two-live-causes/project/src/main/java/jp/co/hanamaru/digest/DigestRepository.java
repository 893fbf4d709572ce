package jp.co.hanamaru.digest;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.stereotype.Repository;

@Repository
public class DigestRepository {

    public record Subscriber(long id, String email, String displayName, String frequency) {
    }

    private final NamedParameterJdbcTemplate jdbc;

    public DigestRepository(NamedParameterJdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    public List<Subscriber> findDueSubscribers(LocalDate day) {
        return jdbc.query("""
                SELECT id, email, display_name, frequency
                FROM digest_subscribers
                WHERE active = TRUE
                  AND (last_sent_on IS NULL OR last_sent_on < :day)
                ORDER BY id
                """,
                Map.of("day", day),
                (rs, n) -> new Subscriber(rs.getLong("id"), rs.getString("email"),
                        rs.getString("display_name"), rs.getString("frequency")));
    }

    public void markSent(long subscriberId, LocalDate day) {
        jdbc.update("UPDATE digest_subscribers SET last_sent_on = :day WHERE id = :id",
                Map.of("day", day, "id", subscriberId));
    }
}
